export { Box, type BoxProps, type BoxRef } from './box';
export { Button, type ButtonProps, type ButtonRef } from './button';
export { ConfigProvider, useConfig, type ConfigProviderProps } from './config-provider';
export { Flex, FlexItem, type FlexItemProps, type FlexProps, type FlexRef } from './flex';
export {
  Icon,
  createIcon,
  type IconProps,
  type NamedIconProps,
  AddIcon,
  CheckCircleIcon,
  CheckIcon,
  ClockCircleIcon,
  CloseCircleIcon,
  CloseIcon,
  DeleteIcon,
  DownIcon,
  EditIcon,
  ExclamationCircleIcon,
  HeartIcon,
  HomeIcon,
  InfoCircleIcon,
  LeftIcon,
  LoadingIcon,
  MinusIcon,
  MoreIcon,
  RefreshIcon,
  RightIcon,
  SearchIcon,
  SettingIcon,
  ShareIcon,
  StarIcon,
  UpIcon,
  UserIcon,
} from './icon';
export { enUS, zhCN, type Locale } from './locale';
export { compactThemeClass, darkThemeClass, vars } from './theme';
export {
  Dialog,
  type DialogAction,
  type DialogActions,
  type DialogAlertProps,
  type DialogConfirmProps,
  type DialogProps,
  type DialogShowHandler,
  type DialogShowProps,
} from './dialog';
export { Mask, type MaskProps } from './mask';
export {
  Popup,
  type PopupCloseReason,
  type PopupPosition,
  type PopupProps,
  type PopupRef,
} from './popup';
export {
  ActionSheet,
  type Action,
  type ActionSheetProps,
  type ActionSheetShowProps,
} from './action-sheet';
export {
  Modal,
  type ModalAlertProps,
  type ModalCloseReason,
  type ModalConfirmProps,
  type ModalProps,
  type ModalShowProps,
} from './modal';
export {
  Popover,
  PopoverMenu,
  type PopoverMenuAction,
  type PopoverMenuProps,
  type PopoverPlacement,
  type PopoverProps,
} from './popover';
export {
  Toast,
  type ToastConfig,
  type ToastHandler,
  type ToastIcon,
  type ToastPolicy,
  type ToastProps,
  type ToastShowProps,
} from './toast';
export { Empty, type EmptyPreset, type EmptyProps } from './empty';
export {
  ErrorBlock,
  createErrorBlock,
  type ErrorBlockProps,
  type ErrorBlockStatus,
} from './error-block';
export { Loading, type LoadingProps } from './loading';
export { ProgressBar, type ProgressBarProps } from './progress-bar';
export { ProgressCircle, type ProgressCircleProps } from './progress-circle';
export { Result, type ResultProps, type ResultStatus } from './result';
export {
  Skeleton,
  type SkeletonBlock,
  type SkeletonCell,
  type SkeletonColumn,
  type SkeletonLength,
  type SkeletonProps,
  type SkeletonRow,
} from './skeleton';
export { PullToRefresh, type PullStatus, type PullToRefreshProps } from './pull-to-refresh';
export {
  SwipeAction,
  type SwipeActionCloseInfo,
  type SwipeActionItem,
  type SwipeActionProps,
  type SwipeActionRef,
  type SwipeActionSide,
} from './swipe-action';
export { Divider, type DividerProps, type DividerRef } from './divider';
export { Badge, type BadgeProps, type BadgeRef } from './badge';
export {
  NoticeBar,
  type NoticeBarColor,
  type NoticeBarProps,
  type NoticeBarRef,
} from './notice-bar';
export { NavBar, type NavBarProps, type NavBarRef } from './nav-bar';
export { Tabs, Tab, type TabProps, type TabsProps } from './tabs';
export {
  CapsuleTab,
  CapsuleTabs,
  type CapsuleTabProps,
  type CapsuleTabsProps,
} from './capsule-tabs';
export { JumboTab, JumboTabs, type JumboTabProps, type JumboTabsProps } from './jumbo-tabs';
export { TabBar, TabBarItem, type TabBarItemProps, type TabBarProps } from './tab-bar';
export {
  SliderBar,
  SliderBarItem,
  type SliderBarItemProps,
  type SliderBarProps,
} from './slider-bar';
export {
  IndexBar,
  IndexBarPanel,
  type IndexBarPanelProps,
  type IndexBarProps,
  type IndexBarRef,
} from './index-bar';
