import { useRef, type ReactNode } from 'react';
import { Badge } from '../badge/Badge';
import { nativeProps, type NativeProps } from '../internal/nativeProps';
import { tabItems } from '../internal/tabItems';
import { useControllableState } from '../internal/useControllableState';
import { useScrollTabIntoView } from '../internal/useScrollTabIntoView';
import { useTabList } from '../internal/useTabList';
import * as styles from './SliderBar.css';
import { useLinkedSections } from './useLinkedSections';

export interface SliderBarItemProps {
  /** The item's label in the side bar; also the name of its section. */
  title: ReactNode;
  /** A count or `true` for a dot after the title, shown with a Badge. */
  badge?: number | string | true;
  /**
   * The item cannot be selected: arrow keys skip it, and scrolling through its section does not
   * make it active.
   * @defaultValue false
   */
  disabled?: boolean;
  /** The section's content. */
  children?: ReactNode;
}

/** One item of a `SliderBar` and its section, keyed by its React `key`. Renders nothing itself. */
export function SliderBarItem(_props: SliderBarItemProps): ReactNode {
  return null;
}

export interface SliderBarProps extends NativeProps<
  | '--tm-slider-bar-width'
  | '--tm-slider-bar-background'
  | '--tm-slider-bar-active-color'
  | '--tm-slider-bar-height'
> {
  /** `SliderBar.Item` elements, each with a unique `key`. */
  children?: ReactNode;
  /** The active item's key (controlled). */
  activeKey?: string;
  /**
   * The item active at first (uncontrolled).
   * @defaultValue the first enabled item
   */
  defaultActiveKey?: string;
  /** Called with the key of the item that becomes active, by a tap, a key or scrolling. */
  onChange?: (key: string) => void;
}

/**
 * A vertical side navigation linked to its content: choosing an item scrolls the content to its
 * section, and scrolling the content moves the active item.
 */
export function SliderBar({
  children,
  activeKey,
  defaultActiveKey,
  onChange,
  'aria-label': ariaLabel,
  'aria-labelledby': ariaLabelledBy,
  ...rest
}: SliderBarProps) {
  const items = tabItems<SliderBarItemProps>(children, SliderBarItem, 'SliderBar', 'Item');
  const tabs = items.map(({ key, props }) => ({ key, disabled: props.disabled }));
  const [active, setActive] = useControllableState<string | undefined>({
    value: activeKey,
    defaultValue: defaultActiveKey ?? tabs.find((tab) => !tab.disabled)?.key,
    onChange: onChange as ((key: string | undefined) => void) | undefined,
  });
  const sidebarRef = useRef<HTMLDivElement>(null);
  const { contentRef, sectionRef, scrollTo } = useLinkedSections(
    tabs.filter((tab) => !tab.disabled).map((tab) => tab.key),
    active,
    setActive,
  );
  const list = useTabList({
    tabs,
    activeKey: active,
    orientation: 'vertical',
    onSelect: (key) => {
      setActive(key);
      scrollTo(key);
    },
  });
  useScrollTabIntoView(sidebarRef, active, list.tabElement, 'vertical');
  return (
    <div {...nativeProps(rest, styles.root)}>
      <div
        ref={sidebarRef}
        {...list.listProps}
        aria-label={ariaLabel}
        aria-labelledby={ariaLabelledBy}
        className={styles.sidebar}
      >
        {items.map(({ key, props }) => (
          <button key={key} type="button" {...list.tabProps(key)} className={styles.item}>
            <span className={styles.title}>{props.title}</span>
            {props.badge !== undefined && (
              <Badge
                content={props.badge === true ? undefined : props.badge}
                dot={props.badge === true}
              />
            )}
          </button>
        ))}
      </div>
      <div ref={contentRef} className={styles.content}>
        {items.map(({ key, props }) => (
          <section
            key={key}
            ref={sectionRef(key)}
            {...list.panelProps(key)}
            role="tabpanel"
            tabIndex={0}
            className={styles.section}
          >
            {props.children}
          </section>
        ))}
      </div>
    </div>
  );
}

SliderBar.Item = SliderBarItem;
