import { forwardRef, useImperativeHandle, useRef, useState, type ReactNode } from 'react';
import { useLocaleTexts } from '../config-provider/localeTexts';
import { indexBar as english } from '../locale/en-US/indexBar';
import { nativeProps, type NativeProps } from '../internal/nativeProps';
import { tabItems } from '../internal/tabItems';
import { useCssPx } from '../internal/useCssPx';
import { useIsomorphicLayoutEffect } from '../internal/useIsomorphicLayoutEffect';
import * as styles from './IndexBar.css';
import { IndexSlider } from './IndexSlider';
import { useIndexScroll } from './useIndexScroll';

export interface IndexBarPanelProps {
  /** The panel's title, sticky at the top while its items scroll. */
  title?: ReactNode;
  /**
   * The label in the side index.
   * @defaultValue the panel's `key`
   */
  brief?: string;
  /** The panel's items. */
  children?: ReactNode;
}

/** One group of an `IndexBar`, keyed by its index (such as a letter). Renders nothing itself. */
export function IndexBarPanel(_props: IndexBarPanelProps): ReactNode {
  return null;
}

export interface IndexBarRef {
  /** Scrolls the panel with this index to the top. */
  scrollTo: (index: string) => void;
}

export interface IndexBarProps extends NativeProps<
  '--tm-index-bar-title-background' | '--tm-index-bar-active-color'
> {
  /** `IndexBar.Panel` elements, keyed by their index. */
  children?: ReactNode;
  /**
   * Height of what covers the top of the scroll container, such as a fixed NavBar, in px:
   * titles stick below it and a panel scrolls to just below it.
   * @defaultValue 0
   */
  stickyOffsetTop?: number;
  /** Called with the index of the panel that reaches the top. */
  onIndexChange?: (index: string) => void;
}

/**
 * A long list in groups with a side index: tap a letter or drag along the index to jump, with a
 * bubble showing the letter under the finger. Scrolls in its nearest scrolling ancestor.
 */
const IndexBarRoot = forwardRef<IndexBarRef, IndexBarProps>(function IndexBar(
  { children, stickyOffsetTop = 0, onIndexChange, ...rest },
  ref,
) {
  const texts = useLocaleTexts('indexBar', english);
  const panels = tabItems<IndexBarPanelProps>(children, IndexBarPanel, 'IndexBar', 'Panel');
  const indexes = panels.map((panel) => panel.key);
  const [active, setActive] = useState(indexes[0]);
  // The current index must name a panel; until the effect below has run, the first one stands in.
  const current = active !== undefined && indexes.includes(active) ? active : indexes[0];
  const rootRef = useRef<HTMLDivElement>(null);
  const report = (index: string) => {
    if (index === current) return;
    setActive(index);
    onIndexChange?.(index);
  };
  const { indexAtTop, panelRef, scrollTo } = useIndexScroll(
    rootRef,
    indexes,
    stickyOffsetTop,
    report,
  );
  useIsomorphicLayoutEffect(() => {
    if (active === current) return;
    // Panels arrived in an empty bar: the first is current, and nothing changed to report.
    if (active === undefined) return setActive(current);
    // The current panel went: once the rest are laid out, the one now at the top takes over.
    const atTop = indexAtTop();
    setActive(atTop);
    if (atTop !== undefined) onIndexChange?.(atTop);
  });
  const jump = (index: string) => {
    if (scrollTo(index)) report(index);
  };
  useImperativeHandle(ref, () => ({ scrollTo: jump }));
  // Applied in the browser only, so server HTML carries no style attribute.
  useCssPx(rootRef, '--tm-index-bar-top', stickyOffsetTop);

  return (
    <div ref={rootRef} {...nativeProps(rest, styles.root)}>
      <IndexSlider
        indexes={indexes}
        labels={panels.map(({ key, props }) => props.brief ?? key)}
        active={current}
        label={texts.label}
        onJump={jump}
      />
      {panels.map(({ key, props }) => (
        <section key={key} ref={panelRef(key)} aria-label={props.brief ?? key}>
          <div className={styles.title}>{props.title ?? key}</div>
          {props.children}
        </section>
      ))}
    </div>
  );
});

/** `IndexBar` with `IndexBar.Panel`. */
export const IndexBar = Object.assign(IndexBarRoot, { Panel: IndexBarPanel });
