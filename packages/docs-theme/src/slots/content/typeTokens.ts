/**
 * A type as written, cut where a line may break: between union members and at spaces. Each
 * `word` is kept on one line (`boolean`, `--tm-popup-z-index`, `Record<string,`); the `gap`s
 * between them are the spaces and `|` where the line may wrap.
 */
export function typeTokens(type: string): { text: string; word: boolean }[] {
  return (type.match(/[^\s|]+|[\s|]+/g) ?? []).map((text) => ({
    text,
    word: !/^[\s|]/.test(text),
  }));
}
