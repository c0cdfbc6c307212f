import { render } from '@testing-library/react';
import { useEffect } from 'react';
import { afterEach, expect, test, vi } from 'vitest';
import { HydrationSignal, reportHydrationError } from './hydrationErrors';

afterEach(() => {
  delete window.__TESSERA_HYDRATION_ERRORS__;
});

test('the error list appears only after the effects of everything inside have run', () => {
  const seenByChild: unknown[] = [];
  function Child() {
    useEffect(() => {
      seenByChild.push(window.__TESSERA_HYDRATION_ERRORS__);
    }, []);
    return <p>page</p>;
  }
  render(
    <HydrationSignal>
      <Child />
    </HydrationSignal>,
  );
  expect(seenByChild).toEqual([undefined]);
  expect(window.__TESSERA_HYDRATION_ERRORS__).toEqual([]);
});

test('errors reported before or after it appears are in the list', () => {
  const log = vi.spyOn(console, 'error').mockImplementation(() => {});
  reportHydrationError(new Error('before'), { componentStack: '\n    at Page' });
  render(<HydrationSignal>page</HydrationSignal>);
  reportHydrationError('after', {});
  expect(window.__TESSERA_HYDRATION_ERRORS__).toEqual(['before\n    at Page', 'after']);
  expect(log).toHaveBeenCalledTimes(2);
  log.mockRestore();
});
