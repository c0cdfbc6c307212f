export { ProgressCircle, type ProgressCircleProps } from './ProgressCircle';
