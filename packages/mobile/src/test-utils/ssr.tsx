import type { ReactElement } from 'react';
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { ConfigProvider } from '../config-provider/ConfigProvider';

interface HydrateOptions {
  /**
   * Keeps the hydrated root mounted until the test has finished, to interact with it (a drag
   * straight after hydration); otherwise it is unmounted before `hydrate` returns.
   */
  keepMounted?: boolean;
}

/**
 * Renders on the "server", hydrates the HTML in jsdom, and returns the recoverable errors React
 * reported (hydration mismatches land there). Also returns the HTML, to check for `style=`.
 */
export async function hydrate(
  element: ReactElement,
  { keepMounted = false }: HydrateOptions = {},
): Promise<{ errors: unknown[]; html: string; container: HTMLElement }> {
  const html = renderToString(element);
  const container = document.createElement('div');
  container.append(...new DOMParser().parseFromString(html, 'text/html').body.childNodes);
  document.body.appendChild(container);
  const errors: unknown[] = [];
  const consoleError = vi
    .spyOn(console, 'error')
    .mockImplementation((...args) => errors.push(args));
  let root: ReturnType<typeof hydrateRoot> | undefined;
  await act(async () => {
    root = hydrateRoot(container, element, { onRecoverableError: (error) => errors.push(error) });
  });
  consoleError.mockRestore();
  const unmount = async () => {
    await act(async () => root?.unmount());
    container.remove();
  };
  if (keepMounted) onTestFinished(unmount);
  else await unmount();
  return { errors, html, container };
}

/** Wraps an element in the dark theme. */
export function dark(element: ReactElement): ReactElement {
  return <ConfigProvider theme="dark">{element}</ConfigProvider>;
}
