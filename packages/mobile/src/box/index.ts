export { Box, type BoxProps, type BoxRef } from './Box';
