export { Tag, type TagProps, type TagRef } from './Tag';
export { tagColors, tagFills, type TagColor, type TagFill } from './tagVariants';
