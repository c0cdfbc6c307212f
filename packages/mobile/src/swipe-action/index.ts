export {
  SwipeAction,
  type SwipeActionItem,
  type SwipeActionProps,
  type SwipeActionRef,
} from './SwipeAction';
