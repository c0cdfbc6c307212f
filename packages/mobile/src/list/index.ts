import { List as ListBase } from './List';
import { ListItem } from './ListItem';

export type { ListProps, ListRef } from './List';
export type { ListItemProps, ListItemRef } from './ListItem';
export { ListItem };

/** Rows of related content as a real list; `List.Item` is one row. */
export const List = /* @__PURE__ */ Object.assign(ListBase, { Item: ListItem });
