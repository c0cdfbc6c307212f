/**
 * title: A level of 1 000 options
 * description: Long levels render only the rows in view, so they scroll smoothly; each row still tells screen readers its place (aria-posinset of aria-setsize), and the keys move through all of them.
 * keywords: [virtual, long list, performance, 1000]
 */
import { CascaderView } from '@tessera/mobile';

const lines = Array.from({ length: 20 }, (_, line) => ({
  label: `Line ${line + 1}`,
  value: `L${line + 1}`,
  children: Array.from({ length: 1000 }, (__, stop) => ({
    label: `Line ${line + 1} stop ${stop + 1}`,
    value: `L${line + 1}-${stop + 1}`,
    disabled: stop % 50 === 49,
  })),
}));

export default function LongLevel() {
  return <CascaderView aria-label="Bus stop" options={lines} defaultValue={['L1']} />;
}
