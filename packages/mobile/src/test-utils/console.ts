type ConsoleLevel = 'error' | 'warn';

interface Logged {
  level: ConsoleLevel;
  message: string;
}

interface Expected {
  level: ConsoleLevel;
  pattern: RegExp | string;
  seen: boolean;
}

const logged: Logged[] = [];
const expected: Expected[] = [];

function matches({ pattern }: Expected, message: string): boolean {
  return typeof pattern === 'string' ? message.includes(pattern) : pattern.test(message);
}

/**
 * Declares that the running test logs a `console.error` or `console.warn` matching `pattern`
 * (a substring or a RegExp). Matching messages are swallowed; the test fails if none is logged.
 * Every other message fails the test that logged it (see `setup.ts`).
 */
export function expectConsole(level: ConsoleLevel, pattern: RegExp | string): void {
  expected.push({ level, pattern, seen: false });
}

/** Replaces `console[level]` with a recorder; the failure it leads to carries the message. */
export function recordConsole(level: ConsoleLevel): void {
  // eslint-disable-next-line no-console -- the recorder takes the place of console.error and .warn
  console[level] = (...args: unknown[]) => {
    const message = format(args);
    const hit = expected.find((entry) => entry.level === level && matches(entry, message));
    if (hit) {
      hit.seen = true;
      return;
    }
    logged.push({ level, message });
  };
}

/**
 * Empties the record and returns what went wrong since the last call: unexpected messages, and
 * expected ones that never came. An empty string means all is well.
 */
export function takeConsoleProblems(): string {
  const problems = logged.map(
    ({ level, message }) => `unexpected console.${level}:\n${indent(message)}`,
  );
  for (const entry of expected) {
    if (!entry.seen)
      problems.push(
        `expected a console.${entry.level} matching ${String(entry.pattern)}, none was logged`,
      );
  }
  logged.length = 0;
  expected.length = 0;
  return problems.join('\n\n');
}

/** The printf-style substitution console does, enough for React's messages. */
function format([first, ...rest]: unknown[]): string {
  if (typeof first !== 'string') return [first, ...rest].map(String).join(' ');
  const text = first.replace(/%[sdifoOc]/g, (token) => {
    if (rest.length === 0) return token;
    const value = rest.shift();
    return token === '%c' ? '' : String(value);
  });
  return [text, ...rest.map(String)].join(' ');
}

function indent(text: string): string {
  return text
    .split('\n')
    .map((line) => `    ${line}`)
    .join('\n');
}
