import type { ReactNode } from 'react';
import { nativeProps, type NativeProps } from '../internal/nativeProps';
import { tabItems } from '../internal/tabItems';
import { TabStrip } from '../internal/TabStrip';
import { useControllableState } from '../internal/useControllableState';
import * as styles from './JumboTabs.css';

export interface JumboTabProps {
  /** The tab's label, on the first line. */
  title: ReactNode;
  /** A short description on the second line. */
  description?: ReactNode;
  /**
   * The tab cannot be selected; arrow keys skip it.
   * @defaultValue false
   */
  disabled?: boolean;
  /**
   * Renders the pane before it is first shown.
   * @defaultValue false
   */
  forceRender?: boolean;
  /**
   * Unmounts the pane when another tab is shown.
   * @defaultValue the JumboTabs' `destroyOnHide`
   */
  destroyOnHide?: boolean;
  /** The pane's content. */
  children?: ReactNode;
}

/** One tab and its pane, inside `JumboTabs`, keyed by its React `key`. Renders nothing itself. */
export function JumboTab(_props: JumboTabProps): ReactNode {
  return null;
}

export interface JumboTabsProps extends NativeProps<
  '--tm-jumbo-tabs-active-color' | '--tm-jumbo-tabs-background'
> {
  /** `JumboTabs.Tab` elements, each with a unique `key`. */
  children?: ReactNode;
  /** The active tab's key (controlled). */
  activeKey?: string;
  /**
   * The tab active at first (uncontrolled).
   * @defaultValue the first enabled tab
   */
  defaultActiveKey?: string;
  /** Called with the key of the tab that becomes active. */
  onChange?: (key: string) => void;
  /**
   * Unmounts hidden panes instead of keeping them (a tab may override it).
   * @defaultValue false
   */
  destroyOnHide?: boolean;
}

/** Large two-line tabs, a title over a description, in a row that scrolls sideways. */
export function JumboTabs({
  children,
  activeKey,
  defaultActiveKey,
  onChange,
  destroyOnHide = false,
  'aria-label': ariaLabel,
  'aria-labelledby': ariaLabelledBy,
  ...rest
}: JumboTabsProps) {
  const items = tabItems<JumboTabProps>(children, JumboTab, 'JumboTabs').map(({ key, props }) => ({
    ...props,
    key,
  }));
  const [active, setActive] = useControllableState<string | undefined>({
    value: activeKey,
    defaultValue: defaultActiveKey ?? items.find((item) => !item.disabled)?.key,
    onChange: onChange as ((key: string | undefined) => void) | undefined,
  });
  return (
    <div {...nativeProps(rest, styles.root)}>
      <TabStrip
        items={items}
        activeKey={active}
        onSelect={setActive}
        destroyOnHide={destroyOnHide}
        classes={styles}
        renderTab={(item) => (
          <>
            <span className={styles.title}>{item.title}</span>
            {item.description != null && (
              <span className={styles.description}>{item.description}</span>
            )}
          </>
        )}
        aria-label={ariaLabel}
        aria-labelledby={ariaLabelledBy}
      />
    </div>
  );
}

JumboTabs.Tab = JumboTab;
