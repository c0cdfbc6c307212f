import { act } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * Fakes the clock for the tests of the calling file or `describe` block: it moves only when a
 * test moves it, so what must not happen within a delay is shown by moving past it.
 */
export function withFakeClock(): void {
  beforeEach(() => {
    vi.useFakeTimers();
    // After each user-event call Testing Library lets React settle behind a 0 ms timer, which it
    // moves on only through Jest's global: hand it Vitest's clock under that name.
    vi.stubGlobal('jest', { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });
}

/** A user-event session whose waits move the fake clock. */
export const setupUser = () => userEvent.setup({ advanceTimers: vi.advanceTimersByTime });

/** Moves the fake clock on by `ms`, running the timers due on the way. */
export const elapse = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
