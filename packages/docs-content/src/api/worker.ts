import { parentPort } from 'node:worker_threads';
import { ApiExtractor } from './extract';

/**
 * Reads API tables off the main thread, so a dev server keeps answering page edits while
 * TypeScript checks the library. One extractor per worker keeps parsed files between runs.
 */
let extractor: ApiExtractor | undefined;
parentPort?.on('message', (message: { entry: string }) => {
  try {
    extractor ??= new ApiExtractor(message.entry);
    parentPort?.postMessage({ ...extractor.run(), files: extractor.files() });
  } catch (error) {
    parentPort?.postMessage({ error: (error as Error).message });
  }
});
