import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { PageMeta } from '../types';
import { HomeLayout } from './HomeLayout';

const markup = '<img src=x onerror="window.__x=1">';

const meta: PageMeta = {
  id: 'docs/index',
  filename: 'docs/index.md',
  title: `<b>Site</b>`,
  hero: {
    title: `<h1>${markup}</h1>`,
    description: `<script>window.__x=1</script>`,
    actions: [{ text: `<i>Start</i>`, link: '/guide' }],
  },
  features: [{ title: `<u>Fast</u>`, description: markup }],
};

describe('HomeLayout', () => {
  it('renders frontmatter text in the hero and features as text, never as markup', () => {
    const router = createMemoryRouter([
      { path: '/', element: <HomeLayout meta={meta} content={null} /> },
    ]);
    const { container } = render(<RouterProvider router={router} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(`<h1>${markup}</h1>`);
    expect(screen.getByText('<script>window.__x=1</script>')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '<i>Start</i>' })).toHaveAttribute('href', '/guide');
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('<u>Fast</u>');
    expect(screen.getByText(markup)).toBeInTheDocument();
    expect(container.querySelectorAll('img, script, b, i, u, h1 h1')).toHaveLength(0);
  });
});
