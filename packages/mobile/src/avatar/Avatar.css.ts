import {
  createGlobalVar,
  fallbackVar,
  globalStyle,
  style,
  styleVariants,
} from '@vanilla-extract/css';
import { imageVars } from '../image/Image.css';
import { vars } from '../theme/light.css';

/** Public component variables; each falls back to a theme token. */
const avatarVars = {
  size: createGlobalVar('tm-avatar-size'),
  radius: createGlobalVar('tm-avatar-radius'),
  background: createGlobalVar('tm-avatar-background'),
  color: createGlobalVar('tm-avatar-color'),
  overlap: createGlobalVar('tm-avatar-group-overlap'),
};

/** Sizes in px; the `<img>` gets the same numbers as its `width` and `height`. */
export const avatarSizes = { small: 32, middle: 44, large: 56 } as const;
export type AvatarSize = keyof typeof avatarSizes;

export const root = style(
  {
    position: 'relative',
    display: 'inline-flex',
    flex: 'none',
    alignItems: 'center',
    justifyContent: 'center',
    boxSizing: 'border-box',
    overflow: 'hidden',
    verticalAlign: 'middle',
    background: fallbackVar(avatarVars.background, vars.color.fill),
    color: fallbackVar(avatarVars.color, vars.color.textSecondary),
    fontWeight: 600,
    lineHeight: 1,
    userSelect: 'none',
  },
  'avatar',
);

export const size = styleVariants(
  avatarSizes,
  (px, key) => {
    const value = fallbackVar(avatarVars.size, `${px}px`);
    return {
      width: value,
      height: value,
      fontSize:
        key === 'small' ? vars.fontSize.xs : key === 'middle' ? vars.fontSize.m : vars.fontSize.l,
    };
  },
  'avatar-size',
);

export const shape = styleVariants(
  {
    circle: { borderRadius: '50%' },
    square: { borderRadius: fallbackVar(avatarVars.radius, vars.radius.m) },
  },
  'avatar-shape',
);

// The image fills the avatar whatever its own width/height attributes say.
export const image = style(
  {
    position: 'absolute',
    inset: 0,
    width: '100%',
    height: '100%',
    vars: {
      [imageVars.placeholderBackground]: 'transparent',
      [imageVars.placeholderColor]: 'inherit',
    },
  },
  'avatar-image',
);

globalStyle(`${image} > img`, { width: '100%', height: '100%' });
globalStyle(`${image} > span`, { fontSize: 'inherit' });

export const icon = style({ fontSize: '1.3em' }, 'avatar-icon');

export const group = style(
  {
    display: 'inline-flex',
    alignItems: 'center',
    paddingInlineStart: fallbackVar(avatarVars.overlap, '8px'),
  },
  'avatar-group',
);

export const groupItem = style(
  {
    display: 'inline-flex',
    alignItems: 'center',
    marginInlineStart: `calc(-1 * ${fallbackVar(avatarVars.overlap, '8px')})`,
    selectors: { [`${group}[data-topmost="first"] &`]: { position: 'relative', zIndex: 0 } },
  },
  'avatar-group-item',
);

// The ring goes on the avatar, drawn with it, so it separates it from the one it covers.
globalStyle(`${groupItem} > :first-child`, {
  position: 'relative',
  boxShadow: `0 0 0 2px ${vars.color.background}`,
});

globalStyle(`${group}[data-topmost="first"] ${groupItem} > :first-child`, { zIndex: 1 });

export const more = style({ background: vars.color.fill, color: vars.color.text }, 'avatar-more');
