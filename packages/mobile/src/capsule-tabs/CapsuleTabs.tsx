import type { ReactNode } from 'react';
import { nativeProps, type NativeProps } from '../internal/nativeProps';
import { tabItems } from '../internal/tabItems';
import { TabStrip } from '../internal/TabStrip';
import { useControllableState } from '../internal/useControllableState';
import * as styles from './CapsuleTabs.css';

export interface CapsuleTabProps {
  /** The capsule's label. */
  title: ReactNode;
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
   * @defaultValue the CapsuleTabs' `destroyOnHide`
   */
  destroyOnHide?: boolean;
  /** The pane's content. */
  children?: ReactNode;
}

/** One capsule and its pane, inside `CapsuleTabs`, keyed by its React `key`. Renders nothing itself. */
export function CapsuleTab(_props: CapsuleTabProps): ReactNode {
  return null;
}

export interface CapsuleTabsProps extends NativeProps<
  '--tm-capsule-tabs-active-color' | '--tm-capsule-tabs-background'
> {
  /** `CapsuleTabs.Tab` elements, each with a unique `key`. */
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

/** Pill-shaped tabs in a row that scrolls sideways, for filters and categories. */
export function CapsuleTabs({
  children,
  activeKey,
  defaultActiveKey,
  onChange,
  destroyOnHide = false,
  'aria-label': ariaLabel,
  'aria-labelledby': ariaLabelledBy,
  ...rest
}: CapsuleTabsProps) {
  const items = tabItems<CapsuleTabProps>(children, CapsuleTab, 'CapsuleTabs').map(
    ({ key, props }) => ({ ...props, key }),
  );
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
        renderTab={(item) => item.title}
        aria-label={ariaLabel}
        aria-labelledby={ariaLabelledBy}
      />
    </div>
  );
}

CapsuleTabs.Tab = CapsuleTab;
