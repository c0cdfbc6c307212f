import type { RefObject } from 'react';
import { nativeProps, type NativeProps } from '../internal/nativeProps';
import * as styles from './Dropdown.css';
import type { DropdownDirection } from './dropdownItems';
import { DropdownTitle } from './DropdownTitle';
import type { DropdownMenu } from './useDropdownMenus';

interface DropdownBarProps extends NativeProps {
  barRef: RefObject<HTMLDivElement | null>;
  menus: DropdownMenu[];
  /** The menu open now, or `null`. */
  open: string | null;
  direction: DropdownDirection;
  /** A title was pressed: opens its menu, or closes it when open. */
  onToggle: (key: string) => void;
}

/** The bar: the title of each menu, side by side. */
export function DropdownBar({
  barRef,
  menus,
  open,
  direction,
  onToggle,
  ...rest
}: DropdownBarProps) {
  return (
    <div ref={barRef} {...nativeProps(rest, styles.root)}>
      {menus.map(({ key, props, titleId, panelId, chosen }) => (
        <DropdownTitle
          key={key}
          id={titleId}
          panelId={panelId}
          open={open === key}
          direction={direction}
          disabled={props.disabled ?? false}
          title={props.title}
          chosen={props.options ? chosen : undefined}
          onPress={() => onToggle(key)}
        />
      ))}
    </div>
  );
}
