import { recordConsole, takeConsoleProblems } from './console';

// React reports mistakes (an update outside act, a missing key, a hydration mismatch) on the
// console and carries on, so a test would pass over them. Here they fail the test that logged
// them; a test that expects a message says so with `expectConsole`.
recordConsole('error');
recordConsole('warn');

beforeEach((context) => {
  const leftover = takeConsoleProblems();
  if (leftover) {
    throw new Error(
      `Logged after the previous test in ${context.task.file.name} had finished (a timer, ` +
        `Promise or unmount it left running):\n\n${leftover}`,
    );
  }
});

afterEach(() => {
  const problems = takeConsoleProblems();
  if (problems)
    throw new Error(
      `Logged to the console during this test (by it, or by a timer an earlier test left running):\n\n${problems}`,
    );
});

afterAll(() => {
  const leftover = takeConsoleProblems();
  if (leftover) throw new Error(`Logged after the last test had finished:\n\n${leftover}`);
});
