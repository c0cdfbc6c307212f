import { render, screen } from '@testing-library/react';
import { MemoryRouter, useInRouterContext, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { OutsideSiteRouter } from './OutsideSiteRouter';

function Where() {
  return <p>{useInRouterContext() ? <Path /> : 'no router'}</p>;
}

function Path() {
  return useLocation().pathname;
}

describe('OutsideSiteRouter', () => {
  it("hides the site's router from a demo, which may then have a router of its own", () => {
    render(
      <MemoryRouter initialEntries={['/components/tm-tab-bar']}>
        <OutsideSiteRouter>
          <Where />
          <MemoryRouter initialEntries={['/inbox']}>
            <Where />
          </MemoryRouter>
        </OutsideSiteRouter>
      </MemoryRouter>,
    );
    expect(screen.getAllByRole('paragraph').map((p) => p.textContent)).toEqual([
      'no router',
      '/inbox',
    ]);
  });
});
