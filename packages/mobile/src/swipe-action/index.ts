export {
  SwipeAction,
  type SwipeActionCloseInfo,
  type SwipeActionItem,
  type SwipeActionProps,
  type SwipeActionRef,
  type SwipeActionSide,
} from './SwipeAction';
