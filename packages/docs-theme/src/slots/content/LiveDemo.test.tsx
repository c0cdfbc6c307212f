import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState, type ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { afterEach, expect, test, vi } from 'vitest';
import { LiveDemo, islandMarkup } from './LiveDemo';

function Counter() {
  const [count, setCount] = useState(0);
  return <button onClick={() => setCount(count + 1)}>Pressed {count}</button>;
}
const PRERENDERED = '<button>Pressed <!-- -->0</button>';
const render = (Component: ComponentType) => <Component />;

afterEach(() => {
  document.body.replaceChildren();
});

/** A prerendered page with one island whose chunk arrives when the test says. */
async function pageWithHeldIsland() {
  const container = document.createElement('div');
  const html = islandMarkup(PRERENDERED);
  container.append(...new DOMParser().parseFromString(html, 'text/html').body.childNodes);
  document.body.append(container);
  let deliver: (() => void) | undefined;
  const load = () =>
    new Promise<{ default: ComponentType }>((resolve) => {
      deliver = () => resolve({ default: Counter });
    });
  const page = hydrateRoot(
    container,
    <LiveDemo id="hello" source={{ load }} props={{}} look="light" render={render} />,
  );
  // Without IntersectionObserver a prerendered island asks for its chunk at once.
  await waitFor(() => expect(deliver).toBeDefined());
  return { container, page, deliver: deliver! };
}

/** Lets every queued promise callback run, but no task: React hydrates in a task. */
async function drainMicrotasks() {
  for (let i = 0; i < 50; i += 1) await Promise.resolve();
}

test('an island brings its prerendered markup to life without reporting anything', async () => {
  const errors = vi.spyOn(console, 'error');
  const { container, deliver } = await pageWithHeldIsland();
  const prerendered = screen.getByRole('button', { name: 'Pressed 0' });
  deliver();
  await waitFor(() => {
    fireEvent.click(prerendered);
    expect(prerendered).not.toHaveTextContent('Pressed 0');
  });
  expect(container.querySelector('button'), 'the prerendered element is kept').toBe(prerendered);
  expect(errors).not.toHaveBeenCalled();
});

test('leaving the page while an island is still hydrating reports no error', async () => {
  const errors = vi.spyOn(console, 'error');
  const { container, page, deliver } = await pageWithHeldIsland();
  deliver();
  await drainMicrotasks();
  page.unmount();
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(errors).not.toHaveBeenCalled();
  expect(container.childNodes).toHaveLength(0);
});
