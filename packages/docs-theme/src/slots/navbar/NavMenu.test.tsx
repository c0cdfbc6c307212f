import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { AppDataContext } from '../../app/AppDataContext';
import { PageProvider } from '../../app/usePage';
import type { AppData, NavItem, RouteEntry, SiteData } from '../../types';
import { DrawerNav } from './DrawerNav';
import { NavMenu } from './NavMenu';

const route = (path: string, title: string, group?: string, order?: number): RouteEntry => ({
  path,
  meta: { id: path, title, ...(group ? { group: { title: group, order } } : {}) },
  load: () => Promise.reject(new Error('not loaded in this test')),
});

const routes = [
  route('', 'Home'),
  route('guide', 'Introduction'),
  route('guide/theme', 'Theme'),
  route('components/button', 'Button', 'General', 1),
  route('components/icon', 'Icon', 'General'),
  route('components/toast', 'Toast', 'Feedback', 2),
];

function show(path: string, site: Partial<SiteData> = {}, Menu = NavMenu) {
  cleanup();
  const data = {
    site: { title: 'Acme', version: '1.0.0', ...site },
    routes,
    slots: {},
  } as AppData;
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <AppDataContext.Provider value={data}>
            <PageProvider>
              <Menu />
            </PageProvider>
          </AppDataContext.Provider>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return within(screen.getByRole('navigation', { name: 'Main' }));
}

const current = (nav: ReturnType<typeof show>) =>
  nav
    .getAllByRole('link')
    .filter((link) => link.hasAttribute('aria-current'))
    .map((link) => [link.textContent, link.getAttribute('aria-current')]);

describe('NavMenu', () => {
  it('links each section to its first page and marks the section on every one of its pages', () => {
    const nav = show('/components/toast');
    expect(
      nav.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Components', '/components/button'],
      ['Guide', '/guide'],
    ]);
    expect(current(nav)).toEqual([['Components', 'true']]);
  });

  it('marks the section as the current page on the page its link opens', () => {
    expect(current(show('/components/button'))).toEqual([['Components', 'page']]);
    expect(current(show('/guide/'))).toEqual([['Guide', 'page']]);
    expect(current(show('/guide/theme'))).toEqual([['Guide', 'true']]);
  });

  it('marks nothing on a page outside every section', () => {
    expect(current(show('/'))).toEqual([]);
  });

  it('marks the configured item that opens the page before another of the same section', () => {
    const nav: NavItem[] = [
      { title: 'Guide', link: '/guide' },
      { title: 'Theming', link: '/guide/theme' },
    ];
    expect(current(show('/guide/theme', { nav }))).toEqual([['Theming', 'page']]);
    expect(current(show('/guide/other', { nav }))).toEqual([['Guide', 'true']]);
  });

  it('opens a second level from a button, and marks the current page inside it', async () => {
    const nav = show('/components/toast', { twoLevelNav: true });
    const button = nav.getByRole('button', { name: 'Components' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(
      nav.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['General', '/components/button'],
      ['Feedback', '/components/toast'],
      ['Guide', '/guide'],
    ]);
    expect(current(nav)).toEqual([['Feedback', 'page']]);
    await userEvent.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });

  it("collapses the items beyond five into 'More', each section followed by its second level", async () => {
    const nav: NavItem[] = ['A', 'B', 'C', 'D', 'E'].map((name) => ({
      title: name,
      link: `/${name.toLowerCase()}`,
    }));
    nav.push({ title: 'F', link: '/f', children: [{ title: 'F1', link: '/f/1' }] });
    const menu = show('/', { nav });
    expect(menu.getAllByRole('link').map((link) => link.textContent)).toEqual(['A', 'B', 'C', 'D']);
    await userEvent.click(menu.getByRole('button', { name: 'More' }));
    expect(menu.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'A',
      'B',
      'C',
      'D',
      'E',
      'F',
      'F1',
    ]);
  });
});

describe('DrawerNav', () => {
  it('marks the section of the current page as the bar does', () => {
    expect(current(show('/components/icon', {}, DrawerNav))).toEqual([['Components', 'true']]);
    expect(current(show('/components/button', {}, DrawerNav))).toEqual([['Components', 'page']]);
  });
});
