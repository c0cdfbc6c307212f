/** Variant lists, written once: the prop types, the recipe and the tests all read them. */
export const buttonFills = ['solid', 'outline', 'none'] as const;
export const buttonColors = ['default', 'primary', 'success', 'warning', 'danger'] as const;
export const buttonShapes = ['default', 'rounded', 'rectangular'] as const;
export const buttonSizes = ['mini', 'small', 'middle', 'large'] as const;

export type ButtonFill = (typeof buttonFills)[number];
export type ButtonColor = (typeof buttonColors)[number];
export type ButtonShape = (typeof buttonShapes)[number];
export type ButtonSize = (typeof buttonSizes)[number];
