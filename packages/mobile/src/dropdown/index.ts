import { Dropdown as DropdownBase } from './Dropdown';
import { DropdownItem } from './DropdownItem';

export type { DropdownProps, DropdownRef } from './Dropdown';
export type { DropdownItemProps } from './DropdownItem';
export type { DropdownOption, DropdownValue } from './dropdownItems';
export { DropdownItem };

/** A bar of menu titles, each opening a panel under the bar; menus are `Dropdown.Item`. */
export const Dropdown = /* @__PURE__ */ Object.assign(DropdownBase, { Item: DropdownItem });
