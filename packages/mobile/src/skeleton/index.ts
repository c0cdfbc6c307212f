export { Skeleton, type SkeletonProps } from './Skeleton';
export type {
  SkeletonBlock,
  SkeletonCell,
  SkeletonColumn,
  SkeletonLength,
  SkeletonRow,
} from './rowCol';
