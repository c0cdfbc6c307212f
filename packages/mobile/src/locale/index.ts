export { enUS } from './enUS';
export { zhCN } from './zhCN';
export type { Locale } from './types';
