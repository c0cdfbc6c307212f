import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { PageMeta, PageModule } from '../../types';
import { PageTabs } from './PageTabs';

const Empty = () => null;

function show(meta: Partial<PageMeta>) {
  const page: PageModule = {
    default: Empty,
    meta: { id: 'docs/guide/log', filename: 'docs/guide/log.md', title: 'Changelog', ...meta },
    toc: [],
    demos: [],
    tabs: [{ key: 'upcoming', title: 'Upcoming', toc: [], Content: Empty }],
  };
  const router = createMemoryRouter([
    { path: '/', element: <PageTabs page={page} active={undefined} /> },
  ]);
  render(<RouterProvider router={router} />);
  const tabs = within(screen.getByRole('navigation', { name: 'Page views' }));
  return tabs.getAllByRole('link').map((link) => link.textContent);
}

describe('PageTabs', () => {
  it("names the page's own tab 'Documentation', then each tab by its title", () => {
    expect(show({})).toEqual(['Documentation', 'Upcoming']);
  });

  it("names the page's own tab by the page's tabTitle when it has one", () => {
    expect(show({ tabTitle: 'Releases' })).toEqual(['Releases', 'Upcoming']);
  });
});
