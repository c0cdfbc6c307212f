/** A problem in the site's content, located in its source file. */
export class ContentError extends Error {
  override name = 'ContentError';
  constructor(
    readonly file: string,
    readonly line: number | undefined,
    readonly column: number | undefined,
    readonly reason: string,
  ) {
    super(`${file}${line ? `:${line}${column ? `:${column}` : ''}` : ''}: ${reason}`);
  }
}

/** Several content problems, reported together so one build run shows all of them. */
export class ContentErrors extends Error {
  override name = 'ContentErrors';
  constructor(readonly errors: ContentError[]) {
    super(
      `${errors.length} problem${errors.length === 1 ? '' : 's'} in the docs:\n${errors.map((e) => `  ${e.message}`).join('\n')}`,
    );
  }
}
