import { vars } from './light.css';
import type { SpaceStep } from './spacing';

export const spaceValue: Record<SpaceStep, string> = {
  none: '0',
  xs: vars.space.xs,
  s: vars.space.s,
  m: vars.space.m,
  l: vars.space.l,
  xl: vars.space.xl,
};
