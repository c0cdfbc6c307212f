import type { SearchClient, SearchGroup } from '@tessera/docs-search';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { vi } from 'vitest';
import { SearchBox } from './SearchBox';

/** What the SearchBox tests search: two page results, with markup in their snippets. */
export const groups: SearchGroup[] = [
  {
    title: 'Components',
    priority: 1000,
    hints: ['Button', 'Box'].map((title, index) => ({
      type: 'page' as const,
      link: `/components/${title.toLowerCase()}`,
      priority: 100 - index,
      pageTitle: title,
      highlightTitleTexts: [
        { text: title.slice(0, 1), highlighted: true },
        { text: title.slice(1) },
      ],
      highlightTexts: [{ text: '<img src=x onerror=alert(1)>' }],
    })),
  },
];

export function fakeClient(): SearchClient {
  return {
    prepare: vi.fn(() => Promise.resolve()),
    search: vi.fn((keywords: string) =>
      Promise.resolve(
        keywords === 'zzz'
          ? { status: 'results' as const, groups: [] }
          : { status: 'results' as const, groups },
      ),
    ),
    dispose: vi.fn(),
  };
}

export function renderBox(client: SearchClient, basename?: string) {
  const router = createMemoryRouter(
    [
      { path: '/', element: <SearchBox loadClient={() => Promise.resolve(client)} /> },
      { path: '/components/:name', element: <p>Opened</p> },
    ],
    { initialEntries: [basename ? `${basename}/` : '/'], ...(basename && { basename }) },
  );
  render(<RouterProvider router={router} />);
  return router;
}
