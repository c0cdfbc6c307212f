export {
  Segmented,
  type SegmentedOption,
  type SegmentedProps,
  type SegmentedRef,
  type SegmentedValue,
} from './Segmented';
