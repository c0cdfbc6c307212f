import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { LoaderList, LoaderValue } from './loaderElements';

/** Renders elements on a route whose loader answers `data`; resolves once they show. */
async function show(data: unknown, children: ReactNode) {
  const router = createMemoryRouter([
    {
      path: '/',
      loader: () => data,
      HydrateFallback: () => null,
      element: <main data-testid="page">{children}</main>,
    },
  ]);
  render(<RouterProvider router={router} />);
  return screen.findByTestId('page');
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
    const page = await show(data, [
      <LoaderValue key="a" path="latest.version" />,
      ' / ',
      <LoaderValue key="b" path="count" />,
    ]);
    expect(page).toHaveTextContent(/^2\.1\.0 \/ 0$/);
  });

  it('shows nothing for an object, a null, a missing path or an inherited key', async () => {
    const page = await show(data, [
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
    const page = await show(data, <LoaderList path="upcoming.minor" />);
    const items = page.querySelectorAll('li');
    expect([...items].map((item) => item.innerHTML)).toEqual([
      'Adds <code>Tabs.sticky</code>',
      'Fixes <code>Toast</code> and a ` stray tick',
    ]);
  });

  it('shows markup in the data as text', async () => {
    const page = await show(data, <LoaderList path="markup" />);
    expect(page.querySelector('b')).toBeNull();
    expect(page).toHaveTextContent('<b>bold</b>');
  });

  it('shows nothing for an empty list, a value that is no list or a missing path', async () => {
    const page = await show(data, [
      <LoaderList key="a" path="none" />,
      <LoaderList key="b" path="latest.version" />,
      <LoaderList key="c" path="nope" />,
    ]);
    expect(page).toBeEmptyDOMElement();
  });
});
