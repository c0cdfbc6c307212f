/** Values that occur more than once, each named once, in the order first repeated. */
export function duplicateValues<V>(values: readonly V[]): V[] {
  const seen = new Set<V>();
  const repeated = new Set<V>();
  for (const value of values) {
    if (seen.has(value)) repeated.add(value);
    else seen.add(value);
  }
  return [...repeated];
}

/** Selected values that no option has. */
export function unknownValues<V>(selected: readonly V[], values: readonly V[]): V[] {
  const known = new Set(values);
  return selected.filter((value) => !known.has(value));
}

/**
 * The problems of a choice between options, as sentences for a development warning: repeated
 * option values (a tap would select several rows) and selected values no option has (they stay in
 * the value but nothing shows them).
 */
export function optionProblems<V>(values: readonly V[], selected: readonly V[]): string[] {
  const problems: string[] = [];
  const repeated = duplicateValues(values);
  if (repeated.length > 0)
    problems.push(`option values must be unique; repeated: ${repeated.map(String).join(', ')}.`);
  const unknown = unknownValues(selected, values);
  if (unknown.length > 0)
    problems.push(`the value holds ${unknown.map(String).join(', ')}, which no option has.`);
  return problems;
}
