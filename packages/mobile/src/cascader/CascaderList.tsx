import { useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { CheckIcon } from '../icon/icons';
import * as styles from './Cascader.css';
import type { CascaderNode, CascaderValue } from './cascaderTree';
import { ROW_HEIGHT, useListScroll } from './useListScroll';
import { nextEnabled, rowForKey, visibleRange } from './virtualWindow';

interface CascaderListProps {
  id: string;
  nodes: CascaderNode<object>[];
  selected: CascaderValue | undefined;
  onSelect: (node: CascaderNode<object>) => void;
  activeIcon: ReactNode;
  label: string;
}

/**
 * One level's options: a `listbox` that keeps focus itself and points at the active row with
 * `aria-activedescendant`, so it can render only the rows in view (with spacers above and below)
 * and still move through all of them by keyboard. Each row says where it is in the whole level.
 */
export function CascaderList({
  id,
  nodes,
  selected,
  onSelect,
  activeIcon,
  label,
}: CascaderListProps) {
  const scroller = useRef<HTMLDivElement>(null);
  const selectedIndex = nodes.findIndex((node) => node.value === selected);
  const [active, setActive] = useState(() =>
    selectedIndex >= 0
      ? selectedIndex
      : nextEnabled((i) => nodes[i]!.disabled, nodes.length, -1, 1),
  );
  const [scrollTop, setScrollTop, height, show] = useListScroll(scroller, selectedIndex);
  const moveTo = (index: number) => {
    setActive(index);
    show(index);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const page = Math.max(1, Math.floor(height / ROW_HEIGHT) - 1);
    const target = rowForKey(event.key, (i) => nodes[i]!.disabled, nodes.length, active, page);
    if (target !== undefined) {
      event.preventDefault();
      moveTo(target);
    } else if ((event.key === 'Enter' || event.key === ' ') && nodes[active]) {
      event.preventDefault();
      if (!nodes[active].disabled) onSelect(nodes[active]);
    }
  };

  const [start, end] = visibleRange(nodes.length, ROW_HEIGHT, scrollTop, height);
  const rowId = (index: number) => `${id}-${index}`;
  return (
    <div
      ref={scroller}
      className={styles.list}
      role="listbox"
      aria-label={label}
      tabIndex={0}
      aria-activedescendant={nodes[active] ? rowId(active) : undefined}
      onKeyDown={onKeyDown}
      onScroll={(event) => setScrollTop(event.currentTarget.scrollTop)}
    >
      {/* Spacers are SVG boxes sized by attributes: no inline style, valid under a strict CSP. */}
      <svg className={styles.spacer} height={start * ROW_HEIGHT} aria-hidden />
      {nodes.slice(start, end).map((node, offset) => {
        const index = start + offset;
        const isSelected = node.value === selected;
        return (
          // The listbox holds focus and the keys (aria-activedescendant); rows take taps.
          // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/interactive-supports-focus
          <div
            key={`${index}:${String(node.value)}`}
            id={rowId(index)}
            role="option"
            className={styles.option}
            aria-selected={isSelected}
            aria-disabled={node.disabled || undefined}
            aria-setsize={nodes.length}
            aria-posinset={index + 1}
            data-active={index === active || undefined}
            onClick={() => {
              if (node.disabled) return;
              setActive(index);
              onSelect(node);
            }}
          >
            <span className={styles.optionLabel}>{node.label}</span>
            {isSelected && <span className={styles.check}>{activeIcon ?? <CheckIcon />}</span>}
          </div>
        );
      })}
      <svg className={styles.spacer} height={(nodes.length - end) * ROW_HEIGHT} aria-hidden />
    </div>
  );
}
