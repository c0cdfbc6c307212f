export const flexDirections = ['row', 'column', 'row-reverse', 'column-reverse'] as const;
export const flexJustify = ['start', 'end', 'center', 'between', 'around', 'evenly'] as const;
export const flexAlign = ['start', 'end', 'center', 'baseline', 'stretch'] as const;
export const flexItemModes = ['auto', 'none', 'fill'] as const;
/** Flex.Item spans are out of this many columns. */
export const FLEX_COLUMNS = 24;

export type FlexDirection = (typeof flexDirections)[number];
export type FlexJustify = (typeof flexJustify)[number];
export type FlexAlign = (typeof flexAlign)[number];
export type FlexItemMode = (typeof flexItemModes)[number];
