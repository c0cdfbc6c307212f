import { act } from '@testing-library/react';

/** Presses the browser's Back and waits until the page has heard it (its popstate). */
export async function pressBack(): Promise<void> {
  await act(async () => {
    const popped = new Promise((resolve) =>
      window.addEventListener('popstate', resolve, { once: true }),
    );
    window.history.back();
    await popped;
  });
}
