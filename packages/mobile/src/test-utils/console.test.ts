import { expectConsole, takeConsoleProblems } from './console';

describe('console guard', () => {
  it('reports a message no test expected, with its text', () => {
    console.error('Warning: Each child in a list should have a unique %s prop.', '"key"');
    const problems = takeConsoleProblems();
    expect(problems).toContain('unexpected console.error');
    expect(problems).toContain('Each child in a list should have a unique "key" prop.');
    expect(takeConsoleProblems()).toBe('');
  });

  it('swallows an expected message and reports an expected one that never came', () => {
    expectConsole('warn', /ignoring -1/);
    expectConsole('error', 'never logged');
    console.warn('[tessera] ignoring -1');
    expect(takeConsoleProblems()).toBe(
      'expected a console.error matching never logged, none was logged',
    );
  });

  it('keeps errors and warnings apart', () => {
    expectConsole('error', 'same text');
    console.warn('same text');
    const problems = takeConsoleProblems();
    expect(problems).toContain('unexpected console.warn');
    expect(problems).toContain('expected a console.error matching same text');
  });
});
