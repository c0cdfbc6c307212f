/** Spacing steps components accept as props, each bound to a `--tm-space-*` token. */
export const spaceSteps = ['none', 'xs', 's', 'm', 'l', 'xl'] as const;
export type SpaceStep = (typeof spaceSteps)[number];
