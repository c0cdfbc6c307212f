import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { RouterStateContext } from '../app/routeView';
import type { PageModule, RouteEntry } from '../types';
import { LoaderList, LoaderValue } from './loaderElements';

/** Renders elements on a page whose route loader answered `data`. */
function show(data: unknown, children: ReactNode) {
  const page = { loader: () => data } as unknown as PageModule;
  const view = { kind: 'page' as const, route: {} as RouteEntry, page, loaderData: data };
  render(
    <RouterStateContext value={{ view, pending: null }}>
      <main data-testid="page">{children}</main>
    </RouterStateContext>,
  );
  return screen.getByTestId('page');
}

const data = {
  latest: { version: '2.1.0', date: null },
  count: 0,
  upcoming: { minor: ['Adds `Tabs.sticky`', 'Fixes `Toast` and a ` stray tick', 42] },
  markup: ['<b>bold</b>'],
  none: [],
};

describe('LoaderValue', () => {
  it('shows the value at a dotted path as text', async () => {
    const page = show(data, [
      <LoaderValue key="a" path="latest.version" />,
      ' / ',
      <LoaderValue key="b" path="count" />,
    ]);
    expect(page).toHaveTextContent(/^2\.1\.0 \/ 0$/);
  });

  it('shows nothing for an object, a null, a missing path or an inherited key', async () => {
    const page = show(data, [
      <LoaderValue key="a" path="latest" />,
      <LoaderValue key="b" path="latest.date" />,
      <LoaderValue key="c" path="latest.version.major" />,
      <LoaderValue key="d" path="latest.constructor" />,
    ]);
    expect(page).toHaveTextContent(/^$/);
  });
});

describe('LoaderList', () => {
  it('shows each string as an item, with its code spans as code', async () => {
    const page = show(data, <LoaderList path="upcoming.minor" />);
    const items = page.querySelectorAll('li');
    expect([...items].map((item) => item.innerHTML)).toEqual([
      'Adds <code>Tabs.sticky</code>',
      'Fixes <code>Toast</code> and a ` stray tick',
    ]);
  });

  it('shows markup in the data as text', async () => {
    const page = show(data, <LoaderList path="markup" />);
    expect(page.querySelector('b')).toBeNull();
    expect(page).toHaveTextContent('<b>bold</b>');
  });

  it('shows nothing for an empty list, a value that is no list or a missing path', async () => {
    const page = show(data, [
      <LoaderList key="a" path="none" />,
      <LoaderList key="b" path="latest.version" />,
      <LoaderList key="c" path="nope" />,
    ]);
    expect(page).toBeEmptyDOMElement();
  });

  it('shows its `empty` text, as text, when there is nothing to list', async () => {
    const page = show(data, [
      <LoaderList key="a" path="none" empty="None yet." />,
      <LoaderList key="b" path="nope" empty="<b>Nothing</b>" />,
      <LoaderList key="c" path="upcoming.minor" empty="None yet." />,
    ]);
    expect([...page.querySelectorAll('p')].map((p) => p.textContent)).toEqual([
      'None yet.',
      '<b>Nothing</b>',
    ]);
    expect(page.querySelectorAll('li')).toHaveLength(2);
  });
});
