import type { ReactNode } from 'react';

export interface TabProps {
  /** The tab's label. */
  title: ReactNode;
  /**
   * The tab cannot be selected; arrow keys skip it.
   * @defaultValue false
   */
  disabled?: boolean;
  /** A count or `true` for a dot, shown after the title with a Badge. */
  badge?: number | string | true;
  /**
   * Renders the pane before it is first shown.
   * @defaultValue false
   */
  forceRender?: boolean;
  /**
   * Unmounts the pane when another tab is shown, instead of keeping it hidden.
   * @defaultValue the Tabs' `destroyOnHide`
   */
  destroyOnHide?: boolean;
  /** The pane's content. */
  children?: ReactNode;
}

/**
 * One tab and its pane, inside `Tabs`. Give it a unique React `key`: that is its key for
 * `activeKey` and `onChange`. It renders nothing by itself.
 */
export function Tab(_props: TabProps): ReactNode {
  return null;
}
