import { Popover as PopoverComponent } from './Popover';
import { PopoverMenu } from './PopoverMenu';

export type { PopoverProps } from './Popover';
export type { PopoverMenuAction, PopoverMenuProps } from './PopoverMenu';
export { PopoverMenu } from './PopoverMenu';
export { popoverPlacements, type PopoverPlacement } from './position';

/** Popover component with `Popover.Menu`. */
export const Popover = /* @__PURE__ */ Object.assign(PopoverComponent, { Menu: PopoverMenu });
