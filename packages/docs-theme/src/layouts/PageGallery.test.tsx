import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { AppDataContext } from '../app/AppDataContext';
import type { AppData, RouteEntry } from '../types';
import { PageGallery } from './PageGallery';

const route = (path: string, title: string, group?: string, order?: number): RouteEntry => ({
  path,
  meta: { id: path, title, ...(group ? { group: { title: group, order } } : {}) },
  load: () => Promise.reject(new Error('not loaded in this test')),
});

const routes = [
  route('', 'Home'),
  route('guide', 'Quick start'),
  route('components/toast', 'Toast', 'Feedback', 2),
  route('components/button', 'Button', 'General', 1),
  route('components/dialog', 'Dialog', 'Feedback'),
  route('components/icon', 'Icon', 'General'),
];

function show(section: string) {
  const data = { site: { title: 'Acme', version: '1.0.0' }, routes, slots: {} } as AppData;
  const router = createMemoryRouter([
    {
      path: '/',
      element: (
        <AppDataContext.Provider value={data}>
          <PageGallery title="Every component" section={section} />
        </AppDataContext.Provider>
      ),
    },
  ]);
  return render(<RouterProvider router={router} />);
}

describe('PageGallery', () => {
  it("links to every page of the section, grouped and ordered as the section's sidebar", () => {
    show('components');
    const gallery = screen.getByRole('region', { name: 'Every component' });
    expect(
      within(gallery)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['General', 'Feedback']);
    expect(
      within(gallery)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Button', '/components/button'],
      ['Icon', '/components/icon'],
      ['Dialog', '/components/dialog'],
      ['Toast', '/components/toast'],
    ]);
  });

  it('shows nothing for a section without pages', () => {
    const { container } = show('recipes');
    expect(container).toBeEmptyDOMElement();
  });
});
