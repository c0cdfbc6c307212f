import { describe, expect, it, vi } from 'vitest';
import { holdLayout, whenLaidOut } from './layoutHolds';

describe('layout holds', () => {
  it('calls at once when nothing holds the layout', () => {
    const callback = vi.fn();
    whenLaidOut(callback);
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('waits for every hold, and calls once', () => {
    const first = holdLayout();
    const second = holdLayout();
    const callback = vi.fn();
    whenLaidOut(callback);
    first();
    first();
    expect(callback).not.toHaveBeenCalled();
    second();
    expect(callback).toHaveBeenCalledTimes(1);
    holdLayout()();
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('never calls a cancelled wait', () => {
    const release = holdLayout();
    const callback = vi.fn();
    const cancel = whenLaidOut(callback);
    cancel();
    release();
    expect(callback).not.toHaveBeenCalled();
  });
});
