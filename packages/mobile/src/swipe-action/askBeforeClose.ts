/** What the row does with each verdict of `beforeClose`. */
export interface CloseOutcome {
  close: () => void;
  stay: () => void;
  /** The verdict is a pending Promise: the row waits… */
  hold: () => void;
  /** …until it settles, then closes or stays. */
  settled: () => void;
}

const isThenable = (value: unknown): value is PromiseLike<unknown> =>
  typeof (value as PromiseLike<unknown> | null)?.then === 'function';

/**
 * Asks `guard` whether to close, then closes unless it returned or resolved `false`. A rejected
 * Promise stays; a thrown error stays and is thrown on.
 */
export function askBeforeClose<Info>(
  guard: ((info: Info) => boolean | void | Promise<boolean | void>) | undefined,
  info: Info,
  outcome: CloseOutcome,
): void {
  if (!guard) return outcome.close();
  let verdict: ReturnType<typeof guard>;
  try {
    verdict = guard(info);
  } catch (error) {
    outcome.stay();
    throw error;
  }
  if (!isThenable(verdict)) return verdict === false ? outcome.stay() : outcome.close();
  outcome.hold();
  verdict.then(
    (result) => {
      outcome.settled();
      if (result === false) outcome.stay();
      else outcome.close();
    },
    () => {
      outcome.settled();
      outcome.stay();
    },
  );
}
