export { Mask, type MaskProps } from './Mask';
