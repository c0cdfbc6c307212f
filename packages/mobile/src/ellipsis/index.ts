export { Ellipsis, type EllipsisProps } from './Ellipsis';
export type { EllipsisDirection } from './truncate';
