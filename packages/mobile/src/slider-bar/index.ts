export {
  SliderBar,
  SliderBarItem,
  type SliderBarItemProps,
  type SliderBarProps,
} from './SliderBar';
