export { PullToRefresh, type PullToRefreshProps } from './PullToRefresh';
export type { PullStatus } from './pullStatus';
