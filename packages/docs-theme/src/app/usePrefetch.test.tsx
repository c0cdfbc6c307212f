import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AppData, PageModule, RouteEntry } from '../types';
import { AppDataContext } from './AppDataContext';
import { usePrefetch } from './usePrefetch';

const page = { default: () => null, meta: {}, toc: [], demos: [] } as unknown as PageModule;

function setup() {
  const load = vi.fn(() => Promise.resolve(page));
  const routes: RouteEntry[] = [
    { path: 'guide', meta: { id: 'docs/guide', title: 'Guide' }, load },
  ];
  const data = { site: { title: 'Acme' }, routes, slots: {} } as unknown as AppData;
  function Links() {
    usePrefetch();
    return (
      <>
        <a href="/guide">Guide</a>
        <a href="/elsewhere">Elsewhere</a>
      </>
    );
  }
  render(
    <AppDataContext.Provider value={data}>
      <Links />
    </AppDataContext.Provider>,
  );
  return { load, guide: screen.getByRole('link', { name: 'Guide' }) };
}

describe('usePrefetch', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("fetches a link's page after 50 ms of hover, once", () => {
    const { load, guide } = setup();
    fireEvent.pointerOver(guide);
    vi.advanceTimersByTime(49);
    expect(load).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(load).toHaveBeenCalledTimes(1);
    fireEvent.pointerOut(guide);
    fireEvent.pointerOver(guide);
    vi.advanceTimersByTime(100);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('fetches nothing when the pointer or focus leaves within 50 ms', () => {
    const { load, guide } = setup();
    fireEvent.pointerOver(guide);
    vi.advanceTimersByTime(30);
    fireEvent.pointerOut(guide);
    fireEvent.focusIn(guide);
    vi.advanceTimersByTime(30);
    fireEvent.focusOut(guide);
    vi.advanceTimersByTime(100);
    expect(load).not.toHaveBeenCalled();
  });

  it('fetches after 50 ms of keyboard focus too', () => {
    const { load, guide } = setup();
    fireEvent.focusIn(guide);
    vi.advanceTimersByTime(50);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('fetches at once when a finger touches the link, which never hovers', () => {
    const { load, guide } = setup();
    fireEvent.pointerDown(guide);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('fetches nothing for an address that is no page of the site', () => {
    const { load } = setup();
    fireEvent.pointerOver(screen.getByRole('link', { name: 'Elsewhere' }));
    vi.advanceTimersByTime(100);
    expect(load).not.toHaveBeenCalled();
  });
});
