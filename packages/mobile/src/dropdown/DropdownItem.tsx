import type { ReactNode } from 'react';
import type { DropdownOption, DropdownValue } from './dropdownItems';

export interface DropdownItemProps {
  /** The title in the bar. In options mode the chosen option's label replaces it. */
  title: ReactNode;
  /**
   * Options mode: the panel lists these to choose one; choosing closes the panel. Without
   * `options`, the panel shows `children` (free-content mode).
   */
  options?: DropdownOption[];
  /** The chosen option's value (controlled). */
  value?: DropdownValue;
  /** The option chosen at first (uncontrolled). */
  defaultValue?: DropdownValue;
  /** Called with the value of the option the user chose. */
  onChange?: (value: DropdownValue) => void;
  /**
   * The title cannot be pressed; it stays focusable and reports `aria-disabled`.
   * @defaultValue false
   */
  disabled?: boolean;
  /** Free-content mode: what the panel shows, e.g. a filter form with its own buttons. */
  children?: ReactNode;
}

/**
 * One menu of a Dropdown: a title in the bar and the panel it opens. Dropdown reads its props
 * and draws both, so it renders nothing by itself.
 */
export function DropdownItem(_props: DropdownItemProps): ReactNode {
  return null;
}
