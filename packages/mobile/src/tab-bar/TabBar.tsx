import { type ReactNode } from 'react';
import { Badge } from '../badge/Badge';
import { cx } from '../internal/cx';
import { nativeProps, type NativeProps } from '../internal/nativeProps';
import { tabItems } from '../internal/tabItems';
import { useControllableState } from '../internal/useControllableState';
import { visuallyHidden } from '../internal/visuallyHidden.css';
import * as styles from './TabBar.css';

export interface TabBarItemProps {
  /** The label under the icon. */
  title?: ReactNode;
  /** The icon, or a function of whether the item is active, to draw a filled icon then. */
  icon?: ReactNode | ((active: boolean) => ReactNode);
  /** A count or `true` for a dot on the icon, shown with a Badge. */
  badge?: number | string | true;
  /** What screen readers hear for the badge, e.g. "3 new messages". */
  badgeLabel?: string;
  /** Name of an item without a title; screen readers hear its badge after it. */
  'aria-label'?: string;
}

/** One destination of a `TabBar`, keyed by its React `key`. Renders nothing by itself. */
export function TabBarItem(_props: TabBarItemProps): ReactNode {
  return null;
}

export interface TabBarProps extends NativeProps<
  | '--tm-tab-bar-height'
  | '--tm-tab-bar-background'
  | '--tm-tab-bar-active-color'
  | '--tm-tab-bar-color'
> {
  /** `TabBar.Item` elements, each with a unique `key`, such as the route it leads to. */
  children?: ReactNode;
  /** The active item's key (controlled), e.g. the current route from your router. */
  activeKey?: string;
  /**
   * The item active at first (uncontrolled).
   * @defaultValue the first item
   */
  defaultActiveKey?: string;
  /** Called with the key of the item pressed, e.g. to navigate to it. */
  onChange?: (key: string) => void;
  /**
   * Pads the bottom by the safe area (the home indicator) of a full-screen web app.
   * @defaultValue true
   */
  safeArea?: boolean;
  /**
   * Pins the bar to the bottom of the viewport, with a placeholder that keeps its space.
   * @defaultValue false
   */
  fixed?: boolean;
  /**
   * Name of the navigation landmark.
   * @defaultValue none; name it when the page has other navigation
   */
  'aria-label'?: string;
}

/**
 * The bar at the bottom of an app that switches between its main sections. It is a navigation
 * landmark of buttons; the active one has `aria-current="page"`.
 */
export function TabBar({
  children,
  activeKey,
  defaultActiveKey,
  onChange,
  safeArea = true,
  fixed = false,
  ...rest
}: TabBarProps) {
  const items = tabItems<TabBarItemProps>(children, TabBarItem, 'TabBar', 'Item');
  const [active, setActive] = useControllableState<string | undefined>({
    value: activeKey,
    defaultValue: defaultActiveKey ?? items[0]?.key,
    onChange: onChange as ((key: string | undefined) => void) | undefined,
  });
  const bar = (
    <nav
      {...nativeProps(rest, cx(styles.root, safeArea && styles.safeArea, fixed && styles.fixed))}
    >
      {items.map(({ key, props }) => {
        const current = key === active;
        const icon = typeof props.icon === 'function' ? props.icon(current) : props.icon;
        return (
          <button
            key={key}
            type="button"
            className={styles.item}
            aria-current={current ? 'page' : undefined}
            onClick={() => setActive(key)}
          >
            {/* The title comes first so the name reads "Inbox, 3 unread"; CSS puts the icon on top.
                Without one, the label is hidden text there rather than an aria-label, which would
                replace the badge's text in the name. */}
            {props.title != null ? (
              <span className={styles.title}>{props.title}</span>
            ) : (
              props['aria-label'] && <span className={visuallyHidden}>{props['aria-label']}</span>
            )}
            {icon != null && (
              <Badge
                content={props.badge === true ? undefined : props.badge}
                dot={props.badge === true}
                label={props.badgeLabel}
                className={styles.icon}
              >
                <span aria-hidden>{icon}</span>
              </Badge>
            )}
          </button>
        );
      })}
    </nav>
  );
  if (!fixed) return bar;
  return (
    <>
      <div className={cx(styles.placeholder, safeArea && styles.safeArea)} aria-hidden />
      {bar}
    </>
  );
}

TabBar.Item = TabBarItem;
