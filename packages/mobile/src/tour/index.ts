export { Tour, type TourPlacement, type TourProps, type TourStep } from './Tour';
export type { TourTarget } from './tourTarget';
