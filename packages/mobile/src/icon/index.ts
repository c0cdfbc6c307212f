export { Icon, type IconProps } from './Icon';
export { createIcon, type NamedIconProps } from './createIcon';
export * from './icons';
