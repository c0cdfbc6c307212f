import { useContext, useId, useState, type ReactNode, type TransitionEvent } from 'react';
import { DownIcon } from '../icon/icons';
import { prefersReducedMotion } from '../internal/motion';
import { nativeProps, type NativeProps } from '../internal/nativeProps';
import * as styles from './Collapse.css';
import { CollapseContext, PanelKeyContext } from './collapseContext';

export interface CollapsePanelProps extends NativeProps {
  /** The header text. */
  title: ReactNode;
  /**
   * The header cannot be pressed; it stays focusable and reports `aria-disabled`.
   * @defaultValue false
   */
  disabled?: boolean;
  /**
   * The indicator at the end of the header; a function gets whether the panel is open.
   * @defaultValue a down arrow that turns over when open
   */
  arrow?: ReactNode | ((open: boolean) => ReactNode);
  /**
   * Renders the content before the panel is first opened (for search in the page, or forms).
   * @defaultValue false
   */
  forceRender?: boolean;
  /**
   * Removes the content once the panel has closed.
   * @defaultValue false
   */
  destroyOnClose?: boolean;
  /** Called when the header is pressed. */
  onClick?: () => void;
  /** The content. */
  children?: ReactNode;
}

/** One section of a Collapse: a header button and the content it opens. */
export function CollapsePanel({
  title,
  disabled = false,
  arrow,
  forceRender = false,
  destroyOnClose = false,
  onClick,
  children,
  ...rest
}: CollapsePanelProps) {
  const collapse = useContext(CollapseContext);
  const key = useContext(PanelKeyContext) ?? '';
  const id = useId();
  const open = collapse?.openKeys.includes(key) ?? false;
  // Content renders once first opened and stays, unless destroyOnClose removes it after closing.
  const [rendered, setRendered] = useState(open || forceRender);
  if (open && !rendered) setRendered(true);

  // Without a closing transition there is no transitionend to wait for.
  if (!open && rendered && destroyOnClose && !forceRender && prefersReducedMotion()) {
    setRendered(false);
  }

  const onTransitionEnd = (event: TransitionEvent<HTMLDivElement>) => {
    if (event.target !== event.currentTarget) return;
    if (!open && destroyOnClose && !forceRender) setRendered(false);
  };

  const indicator = typeof arrow === 'function' ? arrow(open) : (arrow ?? <DownIcon />);
  return (
    <div {...nativeProps(rest, styles.panel)}>
      <button
        type="button"
        id={`${id}-header`}
        className={styles.header}
        aria-expanded={open}
        aria-controls={`${id}-region`}
        aria-disabled={disabled || undefined}
        onClick={() => {
          if (disabled) return;
          onClick?.();
          collapse?.toggle(key);
        }}
      >
        <span className={styles.title}>{title}</span>
        <span className={styles.arrow} aria-hidden>
          {indicator}
        </span>
      </button>
      <div
        id={`${id}-region`}
        role="region"
        aria-labelledby={`${id}-header`}
        className={styles.region}
        data-open={open || undefined}
        onTransitionEnd={onTransitionEnd}
      >
        <div className={styles.clip}>
          {rendered && <div className={styles.content}>{children}</div>}
        </div>
      </div>
    </div>
  );
}
