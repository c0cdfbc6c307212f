/** Variant lists, written once: the prop types, the styles and the tests all read them. */
export const tagColors = ['default', 'primary', 'success', 'warning', 'danger'] as const;
export const tagFills = ['solid', 'outline'] as const;

export type TagColor = (typeof tagColors)[number];
export type TagFill = (typeof tagFills)[number];
