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
export {
  Result,
  ResultPage,
  type ResultPageDetail,
  type ResultPageProps,
  type ResultProps,
  type ResultStatus,
} from './result';
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
export { Tag, type TagColor, type TagFill, type TagProps, type TagRef } from './tag';
export { CheckTag, type CheckTagProps, type CheckTagRef, type TagSize } from './tag';
export { Card, type CardProps, type CardRef } from './card';
export {
  Footer,
  type FooterChipItem,
  type FooterLinkItem,
  type FooterProps,
  type FooterRef,
} from './footer';
export { Image, type ImageFit, type ImageProps, type ImageRef } from './image';
export {
  Avatar,
  type AvatarGroupProps,
  type AvatarProps,
  type AvatarRef,
  type AvatarShape,
  type AvatarSize,
} from './avatar';
export {
  List,
  ListItem,
  type ListItemProps,
  type ListItemRef,
  type ListProps,
  type ListRef,
} from './list';
export {
  Checkbox,
  CheckboxGroup,
  type CheckboxGroupProps,
  type CheckboxProps,
  type CheckboxRef,
  type CheckboxValue,
} from './checkbox';
export {
  Radio,
  RadioGroup,
  type RadioGroupProps,
  type RadioProps,
  type RadioRef,
  type RadioValue,
} from './radio';
export { Switch, type SwitchProps, type SwitchRef } from './switch';
export {
  Selector,
  type SelectorFieldNames,
  type SelectorOption,
  type SelectorProps,
  type SelectorValue,
} from './selector';
export {
  CheckList,
  CheckListItem,
  type CheckListItemProps,
  type CheckListProps,
  type CheckListValue,
} from './check-list';
export { Slider, type SliderProps, type SliderValue } from './slider';
export {
  Form,
  FormArray,
  FormItem,
  FormSubscribe,
  type ErrorField,
  type FormArrayField,
  type FormArrayOperations,
  type FormArrayProps,
  type FormInstance,
  type FormItemProps,
  type FormLayout,
  type FormProps,
  type FormSubscribeProps,
  type NamePath,
  type RequiredMarkStyle,
  type Rule,
  type RuleType,
  type ValidateErrorInfo,
  type ValidateTrigger,
  type ValidatorResult,
} from './form';
export { Input, type InputProps, type InputRef } from './input';
export { TextArea, type AutoSize, type TextAreaProps, type TextAreaRef } from './text-area';
export { SearchBar, type SearchBarProps, type SearchBarRef } from './search-bar';
export {
  Cascader,
  CascaderView,
  optionsFromList,
  type CascaderBaseProps,
  type CascaderExtend,
  type CascaderFieldNames,
  type CascaderListConfig,
  type CascaderListOption,
  type CascaderOption,
  type CascaderPromptProps,
  type CascaderProps,
  type CascaderValue,
  type CascaderViewProps,
} from './cascader';
export {
  Collapse,
  CollapsePanel,
  type CollapseActiveKey,
  type CollapsePanelProps,
  type CollapseProps,
  type CollapseRef,
} from './collapse';
export { Ellipsis, type EllipsisDirection, type EllipsisProps } from './ellipsis';
export {
  ImageViewer,
  ImageViewerMulti,
  type ImageViewerMultiProps,
  type ImageViewerMultiShowProps,
  type ImageViewerProps,
  type ImageViewerShowProps,
  type ViewerImage,
  type ViewerImageRender,
} from './image-viewer';
export { PageIndicator, type PageIndicatorProps } from './page-indicator';
export {
  Swiper,
  SwiperItem,
  type SwiperItemProps,
  type SwiperProps,
  type SwiperRef,
} from './swiper';
export {
  Segmented,
  type SegmentedOption,
  type SegmentedProps,
  type SegmentedRef,
  type SegmentedValue,
} from './segmented';
export { Step, Steps, type StepProps, type StepsProps, type StepStatus } from './steps';
export { FloatingPanel, type FloatingPanelProps, type FloatingPanelRef } from './floating-panel';
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
export {
  Dropdown,
  DropdownItem,
  type DropdownItemProps,
  type DropdownOption,
  type DropdownProps,
  type DropdownRef,
  type DropdownValue,
} from './dropdown';
export { Tour, type TourPlacement, type TourProps, type TourStep, type TourTarget } from './tour';
