/**
 * The latest answers of the worker, by the exact text searched, so that typing a query again
 * (a backspace, a retyped letter) is answered on the main thread without a round trip to the
 * worker. Least recently used entries leave first. Answers belong to one loaded index: the
 * client clears the cache whenever it loads the index again or loses its worker.
 */
export interface ResultCache<T> {
  get(keywords: string): T | undefined;
  set(keywords: string, answer: T): void;
  clear(): void;
}

/** How many answers are kept: a query typed, corrected and typed again stays well inside. */
export const RESULT_CACHE_SIZE = 32;

export function createResultCache<T>(capacity = RESULT_CACHE_SIZE): ResultCache<T> {
  // A Map iterates in insertion order: re-inserting on use keeps the least recent first.
  const answers = new Map<string, T>();
  return {
    get(keywords) {
      const answer = answers.get(keywords);
      if (answer === undefined) return undefined;
      answers.delete(keywords);
      answers.set(keywords, answer);
      return answer;
    },
    set(keywords, answer) {
      answers.delete(keywords);
      answers.set(keywords, answer);
      if (answers.size > capacity) answers.delete(answers.keys().next().value as string);
    },
    clear() {
      answers.clear();
    },
  };
}
