import { Avatar as AvatarBase } from './Avatar';
import { AvatarGroup } from './AvatarGroup';

export type { AvatarProps, AvatarRef, AvatarShape, AvatarSize } from './Avatar';
export type { AvatarGroupProps } from './AvatarGroup';
export { AvatarGroup };

/** A person as a small picture; `Avatar.Group` overlaps several and counts the rest. */
export const Avatar = /* @__PURE__ */ Object.assign(AvatarBase, { Group: AvatarGroup });
