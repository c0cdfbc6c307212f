/**
 * The search worker, a module worker: the client starts it with
 * `new Worker(new URL('../worker/index.ts', import.meta.url), { type: 'module' })`, which Vite
 * emits as a file of the site (allowed by `worker-src 'self'`, unlike a Blob URL).
 */
import type { WorkerReply } from '../types';
import { createWorkerHandler } from './handler';

// In a dedicated worker `self` is the worker scope; the DOM typings describe a window.
const scope = self as unknown as {
  postMessage(reply: WorkerReply): void;
  onmessage: ((event: MessageEvent<unknown>) => void) | null;
};

const handle = createWorkerHandler({ post: (reply) => scope.postMessage(reply) });
scope.onmessage = (event) => void handle(event.data);
