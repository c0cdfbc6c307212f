export { PageIndicator, type PageIndicatorProps } from './PageIndicator';
