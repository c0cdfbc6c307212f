import { fireEvent, screen } from '@testing-library/react';
import type { Ref } from 'react';
import { vi } from 'vitest';
import { SwipeAction, type SwipeActionProps, type SwipeActionRef } from './SwipeAction';

/** The rows of the SwipeAction tests: two end actions, one start action. */
export const end = [
  { key: 'pin', text: 'Pin', color: 'primary' as const },
  { key: 'delete', text: 'Delete', color: 'danger' as const },
];
export const start = [{ key: 'read', text: 'Read' }];

export function Row({
  label,
  ...props
}: { label: string; ref?: Ref<SwipeActionRef> } & SwipeActionProps) {
  return (
    <SwipeAction endActions={end} startActions={start} {...props}>
      <p>{label}</p>
    </SwipeAction>
  );
}

export const trackOf = (text: string) => screen.getByText(text).parentElement!.parentElement!;
export const rowOf = (text: string) => trackOf(text).parentElement!;
export const swipe = (el: Element, dx: number, dy = 0) => {
  fireEvent.touchStart(el, { touches: [{ clientX: 200, clientY: 100 }] });
  fireEvent.touchMove(el, { touches: [{ clientX: 200 + dx / 2, clientY: 100 + dy / 2 }] });
  fireEvent.touchMove(el, { touches: [{ clientX: 200 + dx, clientY: 100 + dy }] });
  fireEvent.touchEnd(el, { touches: [] });
};

/** jsdom has no layout: each action group is 140 px wide, the row 375 px. */
export function mockRowLayout() {
  vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockImplementation(function (
    this: HTMLElement,
  ) {
    return this.getAttribute('role') === 'group' ? 140 : 375;
  });
}
