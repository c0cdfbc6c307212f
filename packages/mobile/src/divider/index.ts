export { Divider, type DividerProps, type DividerRef } from './Divider';
