import { Children, isValidElement, type ReactElement, type ReactNode } from 'react';
import { warn } from './warn';

interface TabItem<P> {
  key: string;
  props: P;
}

/**
 * The tabs described by `children`: every element of `type` (`component.itemName`), keyed by its React `key`.
 * Others, and tabs without a key or with a key seen before, are left out with a development
 * warning naming the component.
 */
export function tabItems<P>(
  children: ReactNode,
  type: (props: P) => ReactNode,
  component: string,
  itemName = 'Tab',
): TabItem<P>[] {
  const items: TabItem<P>[] = [];
  const seen = new Set<string>();
  Children.forEach(children, (child) => {
    if (child === null || child === undefined || typeof child === 'boolean') return;
    if (!isValidElement(child) || child.type !== type) {
      warn(component, `children must be ${component}.${itemName} elements; ignoring one.`);
      return;
    }
    const key = child.key;
    if (key === null || seen.has(key)) {
      warn(
        component,
        `each ${component}.${itemName} needs a unique key; ignoring ${key === null ? 'a tab without one' : `the second "${key}"`}.`,
      );
      return;
    }
    seen.add(key);
    items.push({ key, props: (child as ReactElement<P>).props });
  });
  return items;
}
