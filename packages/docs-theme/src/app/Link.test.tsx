import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { Link, NavLink } from './Link';

function Address() {
  const { pathname, search } = useLocation();
  return <output>{pathname + search}</output>;
}

function renderAt(path: string, links: React.ReactNode, basename?: string) {
  return render(
    <MemoryRouter initialEntries={[basename ? basename + path : path]} basename={basename}>
      {links}
      <Address />
    </MemoryRouter>,
  );
}

const address = () => screen.getByRole('status').textContent;

/**
 * Clicks and tells whether the app left the click to the browser (did not cancel it). The
 * browser's own navigation is cancelled after that, last, as jsdom cannot navigate.
 */
function clickLeftToBrowser(element: Element, init?: MouseEventInit): boolean {
  let left = false;
  const last = (event: Event) => {
    left = !event.defaultPrevented;
    event.preventDefault();
  };
  document.addEventListener('click', last);
  fireEvent.click(element, init);
  document.removeEventListener('click', last);
  return left;
}

describe('Link', () => {
  it('navigates in the app on a plain click and on Enter', async () => {
    renderAt('/', <Link to="/guide?tab=api">Guide</Link>);
    const link = screen.getByRole('link', { name: 'Guide' });
    expect(link.getAttribute('href')).toBe('/guide?tab=api');
    await userEvent.click(link);
    expect(address()).toBe('/guide?tab=api');
    renderAt('/guide', <Link to="/">Home</Link>);
    screen.getAllByRole('link', { name: 'Home' })[0]!.focus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getAllByRole('status')[1]!.textContent).toBe('/');
  });

  it('leaves modified and middle clicks, and links with a target, to the browser', () => {
    renderAt(
      '/',
      <>
        <Link to="/a">A</Link>
        <Link to="/b" target="_blank">
          B
        </Link>
      </>,
    );
    const a = screen.getByRole('link', { name: 'A' });
    for (const init of [{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { button: 1 }]) {
      expect(clickLeftToBrowser(a, init)).toBe(true);
    }
    expect(clickLeftToBrowser(screen.getByRole('link', { name: 'B' }))).toBe(true);
    expect(address()).toBe('/');
  });

  it("keeps the page's own click handler, which can cancel the navigation", async () => {
    const seen: string[] = [];
    renderAt(
      '/',
      <Link
        to="/a"
        onClick={(event) => {
          seen.push('clicked');
          event.preventDefault();
        }}
      >
        A
      </Link>,
    );
    await userEvent.click(screen.getByRole('link', { name: 'A' }));
    expect(seen).toEqual(['clicked']);
    expect(address()).toBe('/');
  });

  it('leaves addresses outside the site to the browser, as written', () => {
    renderAt(
      '/',
      <>
        <Link to="https://example.org/a?b#c">Elsewhere</Link>
        <Link to="//example.org/a">Other host</Link>
        <Link to={'/\\example.org/a'}>Backslash</Link>
        <Link to="mailto:team@example.org">Mail</Link>
      </>,
      '/docs',
    );
    const hrefs = screen.getAllByRole('link').map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual([
      'https://example.org/a?b#c',
      '//example.org/a',
      '/\\example.org/a',
      'mailto:team@example.org',
    ]);
    expect(clickLeftToBrowser(screen.getByRole('link', { name: 'Elsewhere' }))).toBe(true);
    expect(address()).toBe('/');
  });

  it("writes the site's base path into the address and not into the location", async () => {
    renderAt('/', <Link to="/guide">Guide</Link>, '/docs');
    const link = screen.getByRole('link', { name: 'Guide' });
    expect(link.getAttribute('href')).toBe('/docs/guide');
    await userEvent.click(link);
    expect(address()).toBe('/guide');
  });
});

describe('NavLink', () => {
  const links = (
    <>
      <NavLink to="/">Home</NavLink>
      <NavLink to="/components">Components</NavLink>
      <NavLink to="/components/button" end>
        Button
      </NavLink>
    </>
  );
  const current = () =>
    screen
      .getAllByRole('link')
      .filter((link) => link.getAttribute('aria-current') === 'page')
      .map((link) => link.textContent);

  it('is current on its own address and, unless `end`, below it', () => {
    renderAt('/components/button', links);
    expect(current()).toEqual(['Components', 'Button']);
  });

  it('with `end`, is not current below its address', () => {
    renderAt('/components/button/api', links);
    expect(current()).toEqual(['Components']);
  });

  it('is not current on an address that only starts with the same letters', () => {
    renderAt('/components-more', links);
    expect(current()).toEqual([]);
  });

  it('is current at the root only for the root link, whatever the case of the address', () => {
    renderAt('/', links);
    expect(current()).toEqual(['Home']);
  });

  it('reads the address without regard to case, as the routes do', () => {
    renderAt('/Components/Button', links);
    expect(current()).toEqual(['Components', 'Button']);
  });
});
