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
export { Popup, type PopupProps, type PopupRef } from './popup';
