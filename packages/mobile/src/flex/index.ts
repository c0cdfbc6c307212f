export { Flex, FlexItem, type FlexItemProps, type FlexProps, type FlexRef } from './Flex';
export { flexAlign, flexDirections, flexJustify } from './flexVariants';
