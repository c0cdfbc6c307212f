export { Badge, type BadgeProps, type BadgeRef } from './Badge';
