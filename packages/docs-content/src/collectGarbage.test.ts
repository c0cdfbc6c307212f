import { describe, expect, it } from 'vitest';
import { collectGarbage } from './collectGarbage';

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('collectGarbage', () => {
  it('frees what nothing holds any more, every time it is called', async () => {
    for (let round = 0; round < 2; round += 1) {
      const ref = new WeakRef({ rows: Array.from({ length: 1000 }, (_, i) => ({ i })) });
      // A WeakRef holds its target until the task that made or read it ends.
      await nextTask();
      collectGarbage();
      expect(ref.deref()).toBeUndefined();
    }
  });
});
