import { forwardRef, useCallback, useId, useImperativeHandle, useRef, type ReactNode } from 'react';
import type { NativeProps } from '../internal/nativeProps';
import type { OverlayProps } from '../internal/overlayProps';
import { tabItems } from '../internal/tabItems';
import { useControllableState } from '../internal/useControllableState';
import { DropdownItem, type DropdownItemProps } from './DropdownItem';
import { openKey, type DropdownDirection } from './dropdownItems';
import { DropdownBar } from './DropdownBar';
import { DropdownLayer, type LayerPanel } from './DropdownLayer';
import { DropdownOptions } from './DropdownOptions';
import { useCloseOnClickOutside } from './useCloseOnClickOutside';
import { useDropdownFocus } from './useDropdownFocus';
import { useDropdownMenus } from './useDropdownMenus';
import { useDropdownWarnings } from './useDropdownWarnings';

export interface DropdownRef {
  /** Closes the open panel, e.g. from an Apply button inside it. */
  close: () => void;
}

export interface DropdownProps
  extends
    NativeProps<
      | '--tm-dropdown-height'
      | '--tm-dropdown-background'
      | '--tm-dropdown-active-color'
      | '--tm-dropdown-panel-background'
      | '--tm-dropdown-max-height'
      | '--tm-dropdown-z-index'
    >,
    OverlayProps {
  /** Key of the open menu (controlled); `null` for none. */
  activeKey?: string | null;
  /**
   * Key of the menu open at first (uncontrolled).
   * @defaultValue null
   */
  defaultActiveKey?: string | null;
  /**
   * Which side of the bar the panels open on: `up` for a bar at the bottom of the screen.
   * @defaultValue 'down'
   */
  direction?: DropdownDirection;
  /** Called with the key of the menu opened, or `null` when the panel closes. */
  onChange?: (activeKey: string | null) => void;
  /**
   * Tapping the mask closes the panel.
   * @defaultValue true
   */
  closeOnMaskClick?: boolean;
  /**
   * Tapping anywhere outside the bar and the panel (above the bar, say) closes the panel.
   * @defaultValue true
   */
  closeOnClickOutside?: boolean;
  /** `Dropdown.Item` elements, each with a unique `key`. */
  children?: ReactNode;
}

/**
 * A bar of menu titles; each opens its panel under the bar, over a mask that covers only the
 * page below. A panel lists options to choose one, or shows any content, such as a filter form.
 */
export const Dropdown = forwardRef<DropdownRef, DropdownProps>(function Dropdown(
  {
    activeKey,
    defaultActiveKey = null,
    onChange,
    direction = 'down',
    closeOnMaskClick = true,
    closeOnClickOutside = true,
    children,
    destroyOnClose,
    forceRender,
    getContainer,
    afterShow,
    afterClose,
    disableBodyScroll,
    ...rest
  },
  ref,
) {
  const barRef = useRef<HTMLDivElement>(null);
  const layerRef = useRef<HTMLDivElement>(null);
  const items = tabItems<DropdownItemProps>(children, DropdownItem, 'Dropdown', 'Item');
  const [active, setActive] = useControllableState<string | null>({
    value: activeKey,
    defaultValue: defaultActiveKey,
    onChange,
  });
  const keys = items.map((item) => item.key);
  const open = openKey(active, keys);
  const close = useCallback(() => setActive(null), [setActive]);
  useImperativeHandle(ref, () => ({ close }), [close]);
  const id = useId();
  const [menus, choose] = useDropdownMenus(items, id, close);
  useDropdownWarnings(active, open, menus);
  useDropdownFocus(open, menus, layerRef);
  useCloseOnClickOutside(open !== null && closeOnClickOutside, barRef, layerRef, close);

  const panels: LayerPanel[] = menus.map(({ key, props, titleId, panelId, chosen }) => ({
    key,
    id: panelId,
    titleId,
    content: props.options ? (
      <DropdownOptions
        titleId={titleId}
        options={props.options}
        chosen={chosen}
        onChoose={(value) => choose(key, props, value)}
      />
    ) : (
      props.children
    ),
  }));

  return (
    <>
      <DropdownBar
        barRef={barRef}
        menus={menus}
        open={open}
        direction={direction}
        onToggle={(key) => setActive(open === key ? null : key)}
        {...rest}
      />
      <DropdownLayer
        openKey={open}
        direction={direction}
        panels={panels}
        barRef={barRef}
        layerRef={layerRef}
        onMaskClick={() => {
          if (closeOnMaskClick) close();
        }}
        onEscape={close}
        destroyOnClose={destroyOnClose}
        forceRender={forceRender}
        getContainer={getContainer}
        afterShow={afterShow}
        afterClose={afterClose}
        disableBodyScroll={disableBodyScroll}
      />
    </>
  );
});
