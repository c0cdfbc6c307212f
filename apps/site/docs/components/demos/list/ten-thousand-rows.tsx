/**
 * title: Ten thousand rows
 * description: A list of 10 000 contacts renders only the rows in view plus a few more. The window is a few lines of code in this demo; each row tells screen readers its position with aria-posinset and aria-setsize.
 * keywords: [virtual list, windowing, 10000, long list, performance, aria-setsize]
 */
import { List } from '@tessera/mobile';
import { useEffect, useRef, useState } from 'react';

const TOTAL = 10_000;
const VIEWPORT = 400;
const OVERSCAN = 4;
const names = ['Ada', 'Ben', 'Chen', 'Dana', 'Eve', 'Farid', 'Gita', 'Hugo', 'Iris', 'Jun'];
const nameOf = (i: number) => `${names[i % 10]} ${names[Math.floor(i / 10) % 10]}son #${i + 1}`;

export default function TenThousandRows() {
  const scroller = useRef<HTMLDivElement>(null);
  // Until the row height is measured (and on the server) the first rows render without any
  // inline style, so the prerendered markup stays valid under a strict style policy.
  const [rowHeight, setRowHeight] = useState(0);
  const [scrollTop, setScrollTop] = useState(0);
  useEffect(() => {
    const row = scroller.current?.querySelector('li');
    if (row) setRowHeight(row.getBoundingClientRect().height);
  }, []);

  const height = rowHeight || VIEWPORT;
  const first = Math.max(0, Math.floor(scrollTop / height) - OVERSCAN);
  const last = rowHeight
    ? Math.min(TOTAL, Math.ceil((scrollTop + VIEWPORT) / rowHeight) + OVERSCAN)
    : 8;
  const rows = [];
  for (let i = first; i < last; i++) {
    rows.push(
      <List.Item
        key={i}
        aria-posinset={i + 1}
        aria-setsize={TOTAL}
        description={`Row ${i + 1} of ${TOTAL}`}
      >
        {nameOf(i)}
      </List.Item>,
    );
  }
  const title = `${TOTAL.toLocaleString('en-US')} contacts`;
  return (
    <div
      ref={scroller}
      role="region"
      aria-label={title}
      tabIndex={0}
      onScroll={(event) => setScrollTop(event.currentTarget.scrollTop)}
      style={rowHeight ? { height: VIEWPORT, overflowY: 'auto' } : undefined}
    >
      <List
        style={
          rowHeight
            ? { paddingTop: first * rowHeight, paddingBottom: (TOTAL - last) * rowHeight }
            : undefined
        }
      >
        {rows}
      </List>
    </div>
  );
}
