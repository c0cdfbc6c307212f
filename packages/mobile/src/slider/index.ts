export { Slider, type SliderProps } from './Slider';
export type { SliderValue } from './sliderMath';
