import { CheckList as CheckListBase } from './CheckList';
import { CheckListItem } from './CheckListItem';

export type { CheckListProps } from './CheckList';
export type { CheckListItemProps } from './CheckListItem';
export type { CheckListValue } from './checkListContext';
export { CheckListItem };

/** Rows with a check mark to pick one or several; rows are `CheckList.Item`. */
export const CheckList = /* @__PURE__ */ Object.assign(CheckListBase, { Item: CheckListItem });
