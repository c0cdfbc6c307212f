export {
  IndexBar,
  IndexBarPanel,
  type IndexBarPanelProps,
  type IndexBarProps,
  type IndexBarRef,
} from './IndexBar';
