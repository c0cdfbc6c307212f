import { Children, forwardRef, isValidElement, useMemo, type ReactNode } from 'react';
import { nativeProps, type NativeProps } from '../internal/nativeProps';
import { useControllableState } from '../internal/useControllableState';
import { fromKeys, toKeys, toggleKey, type CollapseActiveKey } from './activeKeys';
import * as styles from './Collapse.css';
import { CollapseContext, PanelKeyContext } from './collapseContext';
import { warn } from '../internal/warn';

export type CollapseRef = HTMLDivElement;

export interface CollapseProps extends NativeProps<
  | '--tm-collapse-background'
  | '--tm-collapse-divider-color'
  | '--tm-collapse-padding-inline'
  | '--tm-collapse-duration'
> {
  /**
   * At most one panel open: opening one closes the other.
   * @defaultValue false
   */
  accordion?: boolean;
  /** Keys of the open panels (controlled): a list, or one key or `null` with `accordion`. */
  activeKey?: CollapseActiveKey;
  /**
   * Keys of the panels open at first (uncontrolled).
   * @defaultValue []
   */
  defaultActiveKey?: CollapseActiveKey;
  /** Called with the new open keys (one key or `null` with `accordion`) when a header is pressed. */
  onChange?: (activeKey: CollapseActiveKey) => void;
  /** The `Collapse.Panel`s, each with a unique `key`. */
  children?: ReactNode;
}

/** Sections that open and close under their headers, one or several at a time. */
export const Collapse = forwardRef<CollapseRef, CollapseProps>(function Collapse(
  { accordion = false, activeKey, defaultActiveKey, onChange, children, ...rest },
  ref,
) {
  const [openKeys, setOpenKeys] = useControllableState<string[]>({
    value: activeKey === undefined ? undefined : toKeys(activeKey),
    defaultValue: toKeys(defaultActiveKey),
    onChange: onChange && ((keys) => onChange(fromKeys(keys, accordion))),
  });
  const context = useMemo(
    () => ({ openKeys, toggle: (key: string) => setOpenKeys(toggleKey(openKeys, key, accordion)) }),
    [openKeys, setOpenKeys, accordion],
  );
  return (
    <div ref={ref} {...nativeProps(rest, styles.root)}>
      <CollapseContext.Provider value={context}>
        {Children.map(children, (child) => {
          if (!isValidElement(child)) return child;
          if (child.key === null) {
            warn('Collapse', 'give every Collapse.Panel a unique `key`.');
          }
          return (
            <PanelKeyContext.Provider value={child.key ?? ''}>{child}</PanelKeyContext.Provider>
          );
        })}
      </CollapseContext.Provider>
    </div>
  );
});
