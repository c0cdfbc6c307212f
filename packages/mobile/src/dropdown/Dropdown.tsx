import {
  forwardRef,
  useCallback,
  useEffect,
  useId,
  useImperativeHandle,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { CheckList } from '../check-list';
import { nativeProps, type NativeProps } from '../internal/nativeProps';
import type { OverlayProps } from '../internal/overlayProps';
import { tabItems } from '../internal/tabItems';
import { useControllableState } from '../internal/useControllableState';
import { warn } from '../internal/warn';
import * as styles from './Dropdown.css';
import { DropdownItem, type DropdownItemProps } from './DropdownItem';
import {
  chosenOption,
  itemProblems,
  openKey,
  resolveValue,
  uniqueOptions,
  type DropdownDirection,
  type DropdownValue,
} from './dropdownItems';
import { DropdownLayer, type LayerPanel } from './DropdownLayer';
import { DropdownTitle } from './DropdownTitle';
import { useDropdownFocus } from './useDropdownFocus';

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
  const id = useId();
  const barRef = useRef<HTMLDivElement>(null);
  const layerRef = useRef<HTMLDivElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const items = tabItems<DropdownItemProps>(children, DropdownItem, 'Dropdown', 'Item');
  const [active, setActive] = useControllableState<string | null>({
    value: activeKey,
    defaultValue: defaultActiveKey,
    onChange,
  });
  const open = openKey(
    active,
    items.map((item) => item.key),
  );
  const [chosen, setChosen] = useState<Record<string, DropdownValue>>({});
  const close = useCallback(() => setActive(null), [setActive]);
  useImperativeHandle(ref, () => ({ close }), [close]);

  const titleId = (index: number) => `${id}-title-${index}`;
  const panelId = (index: number) => `${id}-panel-${index}`;
  const indexOf = (key: string) => items.findIndex((item) => item.key === key);
  useDropdownFocus({
    open,
    panel: (key) => document.getElementById(panelId(indexOf(key))),
    title: (key) => document.getElementById(titleId(indexOf(key))),
    listed: (key) => Boolean(items[indexOf(key)]?.props.options),
    layerRef,
  });

  const resolved = items.map(({ key, props }) => {
    const value = resolveValue(props.value, chosen[key], props.defaultValue);
    return { key, props, value, chosen: chosenOption(props.options, value) };
  });

  const problems = [
    ...(active !== null && open === null ? [`activeKey "${active}" matches no item.`] : []),
    ...resolved.flatMap(({ key, props, value }) =>
      itemProblems({
        key,
        options: props.options,
        value,
        hasChildren: props.children !== undefined && props.children !== null,
      }),
    ),
  ];
  const problemText = problems.join('\n');
  useEffect(() => {
    if (problemText) for (const problem of problemText.split('\n')) warn('Dropdown', problem);
  }, [problemText]);

  useEffect(() => {
    if (open === null || !closeOnClickOutside) return;
    const onClick = (event: MouseEvent) => {
      const target = event.target as Node;
      if (barRef.current?.contains(target) || layerRef.current?.contains(target)) return;
      close();
    };
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, [open, closeOnClickOutside, close]);

  const choose = (key: string, props: DropdownItemProps, next: DropdownValue | undefined) => {
    const current = resolveValue(props.value, chosen[key], props.defaultValue);
    if (next !== undefined && next !== current) {
      if (props.value === undefined) setChosen({ ...chosen, [key]: next });
      props.onChange?.(next);
    }
    close();
  };

  const panels: LayerPanel[] = resolved.map(({ key, props, chosen: option }, index) => ({
    key,
    id: panelId(index),
    titleId: titleId(index),
    content: props.options ? (
      <CheckList
        aria-labelledby={titleId(index)}
        value={option ? [option.value] : []}
        // Tapping the chosen option again keeps it (a single-choice list never clears).
        onChange={(next) => choose(key, props, next[0] ?? option?.value)}
      >
        {uniqueOptions(props.options).map((item, position) => (
          <CheckList.Item key={position} value={item.value} disabled={item.disabled}>
            {item.label}
          </CheckList.Item>
        ))}
      </CheckList>
    ) : (
      props.children
    ),
  }));

  return (
    <>
      <div ref={barRef} {...nativeProps(rest, styles.root)}>
        {resolved.map(({ key, props, chosen: option }, index) => (
          <DropdownTitle
            key={key}
            id={titleId(index)}
            panelId={panelId(index)}
            open={open === key}
            direction={direction}
            disabled={props.disabled ?? false}
            title={props.title}
            chosen={props.options ? option : undefined}
            onPress={() => setActive(open === key ? null : key)}
          />
        ))}
      </div>
      <DropdownLayer
        openKey={open}
        direction={direction}
        panels={panels}
        barRef={barRef}
        panelRef={panelRef}
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
