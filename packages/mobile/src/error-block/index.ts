export { ErrorBlock } from './ErrorBlock';
export { createErrorBlock, type ErrorBlockProps, type ErrorBlockStatus } from './createErrorBlock';
