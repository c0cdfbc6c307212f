import { CheckTag } from './CheckTag';
import { Tag as TagBase } from './Tag';

export type { CheckTagProps, CheckTagRef } from './CheckTag';
export type { TagProps, TagRef } from './Tag';
export { CheckTag };
export {
  tagColors,
  tagFills,
  tagSizes,
  type TagColor,
  type TagFill,
  type TagSize,
} from './tagVariants';

/** A short label for status, category or a chosen filter; `Tag.Check` turns on and off, for filters. */
export const Tag = /* @__PURE__ */ Object.assign(TagBase, { Check: CheckTag });
