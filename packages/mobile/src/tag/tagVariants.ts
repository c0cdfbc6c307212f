/** Variant lists, written once: the prop types, the styles and the tests all read them. */
export const tagColors = ['default', 'primary', 'success', 'warning', 'danger'] as const;
export const tagFills = ['solid', 'outline', 'light'] as const;
export const tagSizes = ['small', 'middle', 'large'] as const;

export type TagColor = (typeof tagColors)[number];
export type TagFill = (typeof tagFills)[number];
export type TagSize = (typeof tagSizes)[number];
