import type { GetContainer } from './portal';

/**
 * The props overlays share (Mask, Popup, Modal, Dialog, ActionSheet, Dropdown, ImageViewer, Tour,
 * Cascader, Popover, Toast, and the imperative `show()` methods), each taking all of them or a
 * `Pick`. One declaration, so the API tables of all of them say the same thing.
 */
export interface OverlayProps {
  /**
   * Unmounts the content when closed; otherwise it stays mounted (hidden) and keeps its state.
   * @defaultValue false
   */
  destroyOnClose?: boolean;
  /**
   * Mounts the content (hidden) before the first open.
   * @defaultValue false
   */
  forceRender?: boolean;
  /**
   * Where to render: a function returning the element, or `null` to render in place.
   * Defaults to the ConfigProvider container, then `document.body`.
   */
  getContainer?: GetContainer;
  /** Called after the open animation. */
  afterShow?: () => void;
  /** Called once it has closed, after the close animation if one plays. */
  afterClose?: () => void;
  /**
   * Locks scrolling of the container behind (the page, or the ConfigProvider container).
   * @defaultValue true
   */
  disableBodyScroll?: boolean;
}
