import { Checkbox as CheckboxBase } from './Checkbox';
import { CheckboxGroup } from './CheckboxGroup';

export type { CheckboxProps, CheckboxRef } from './Checkbox';
export type { CheckboxGroupProps } from './CheckboxGroup';
export type { CheckboxValue } from './checkboxContext';
export { CheckboxGroup };

/** A box that turns an option on or off; `Checkbox.Group` shares one array value between boxes. */
export const Checkbox = /* @__PURE__ */ Object.assign(CheckboxBase, { Group: CheckboxGroup });
