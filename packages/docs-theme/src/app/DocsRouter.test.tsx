import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AppData, PageModule, RouteEntry } from '../types';
import { DocsApp } from './DocsApp';
import { DocsRouter } from './DocsRouter';
import { Link } from './Link';
import { useRouteError } from './routeView';

/** A page chunk the test lets load when it chooses. */
function heldPage(path: string, body: string) {
  let release!: () => void;
  const loaded = new Promise<void>((resolve) => (release = resolve));
  const module: PageModule = {
    default: () => (
      <div>
        <h1>{body}</h1>
        <Link to="/">Home</Link> <Link to="/guide">Guide</Link> <Link to="/api">API</Link>{' '}
        <Link to="/broken">Broken</Link>
      </div>
    ),
    meta: { id: path, title: body } as PageModule['meta'],
    toc: [],
    demos: [],
  };
  const route: RouteEntry = {
    path,
    meta: { id: path || 'index', title: body },
    load: () => loaded.then(() => module),
  };
  return { route, release };
}

function Address() {
  return (
    <nav>
      <p data-testid="address">{useLocation().pathname}</p>
      <Link to="/guide">Guide in the navbar</Link>
    </nav>
  );
}

function ShowError() {
  return <p role="alert">{String(useRouteError())}</p>;
}

let pages: Record<string, ReturnType<typeof heldPage>>;

function app(): AppData {
  return {
    site: { title: 'Site', version: '1.0.0' },
    routes: [
      ...Object.values(pages).map((page) => page.route),
      {
        path: 'broken',
        meta: { id: 'broken', title: 'Broken' },
        load: () => Promise.reject(new Error('404 Not Found')),
      },
    ],
    loadDemo: () => Promise.resolve(undefined),
    slots: {
      Navbar: Address,
      Sidebar: () => null,
      Toc: () => null,
      PageFooter: () => null,
      SiteFooter: () => null,
      Loading: () => <p>Loading</p>,
      ErrorScreen: ShowError,
    },
  };
}

function start() {
  const data = app();
  render(
    <DocsApp data={data}>
      <DocsRouter data={data} initial={null} />
    </DocsApp>,
  );
}

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
  window.history.replaceState(null, '', '/');
  pages = {
    home: heldPage('', 'Home page'),
    guide: heldPage('guide', 'Guide page'),
    api: heldPage('api', 'API page'),
  };
});

afterEach(() => vi.restoreAllMocks());

describe('DocsRouter', () => {
  it('renders afresh with the loading screen until the first page has loaded', async () => {
    start();
    expect(screen.getByText('Loading')).toBeInTheDocument();
    await act(async () => pages.home!.release());
    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeInTheDocument();
  });

  it('keeps the page and its address until the next page has loaded', async () => {
    const user = userEvent.setup();
    start();
    await act(async () => pages.home!.release());
    await user.click(await screen.findByRole('link', { name: 'Guide' }));
    expect(screen.getByRole('heading', { name: 'Home page' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/');
    await act(async () => pages.guide!.release());
    expect(await screen.findByRole('heading', { name: 'Guide page' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/guide');
    expect(screen.getByTestId('address')).toHaveTextContent('/guide');
  });

  it('shows the latest link followed when an earlier one loads last', async () => {
    const user = userEvent.setup();
    start();
    await act(async () => pages.home!.release());
    await user.click(await screen.findByRole('link', { name: 'Guide' }));
    await user.click(screen.getByRole('link', { name: 'API' }));
    await act(async () => pages.api!.release());
    expect(await screen.findByRole('heading', { name: 'API page' })).toBeInTheDocument();
    await act(async () => pages.guide!.release());
    expect(screen.getByRole('heading', { name: 'API page' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/api');
  });

  it('goes back to the page before on Back', async () => {
    const user = userEvent.setup();
    start();
    await act(async () => {
      pages.home!.release();
      pages.guide!.release();
    });
    await user.click(await screen.findByRole('link', { name: 'Guide' }));
    await screen.findByRole('heading', { name: 'Guide page' });
    await act(async () => window.history.back());
    await waitFor(() => expect(window.location.pathname).toBe('/'));
    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeInTheDocument();
  });

  it('shows the error screen for a page that cannot load, and leaves it on the next link', async () => {
    const user = userEvent.setup();
    start();
    await act(async () => {
      pages.home!.release();
      pages.guide!.release();
    });
    await user.click(await screen.findByRole('link', { name: 'Broken' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('ChunkLoadError');
    expect(window.location.pathname).toBe('/broken');
    await user.click(screen.getByRole('link', { name: 'Guide in the navbar' }));
    expect(await screen.findByRole('heading', { name: 'Guide page' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
