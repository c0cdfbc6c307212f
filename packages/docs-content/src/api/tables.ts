import type { ApiTable } from '@tessera/docs-theme/types';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { ApiExtractor, ExtractResult, PropSource } from './extract';

type ApiStatus = 'ok' | 'disabled' | 'missing' | 'resolving';

interface RunResult extends ExtractResult {
  files: string[];
}

/** The library's entry file, resolved from the site root like the site's own imports. */
export function resolveEntry(root: string, entry: string): string {
  try {
    return createRequire(path.join(root, 'package.json')).resolve(entry);
  } catch {
    throw new Error(
      `docs.config: apiParser.entry "${entry}" cannot be resolved from ${root}; install it or fix the name.`,
    );
  }
}

const requireHere = createRequire(import.meta.url);

/**
 * TypeScript is an optional peer dependency, needed only to read API tables: a site that turns
 * `apiParser` on without it learns what to install when the build or dev server starts (even
 * before any page shows a table), instead of seeing a failed module lookup or no tables.
 */
export function checkCompiler(resolve: (id: string) => string = requireHere.resolve): void {
  try {
    resolve('typescript');
  } catch {
    throw new Error(
      "docs.config: `apiParser` reads the library's types with TypeScript, which is not installed: add `typescript` (5 or 6) to the site's devDependencies.",
    );
  }
}

type Runner = { run: (entry: string) => Promise<RunResult>; close: () => Promise<void> };

/**
 * Runs the extractor in a worker thread. Running from TypeScript sources (the package's own
 * tests) there is no compiled worker file, so the extractor runs in this thread instead.
 */
function createRunner(): Runner {
  if (!import.meta.url.endsWith('.js')) {
    let extractor: ApiExtractor | undefined;
    return {
      run: async (entry) => {
        const { ApiExtractor: Extractor } = await import('./extract');
        extractor ??= new Extractor(entry);
        return { ...extractor.run(), files: extractor.files() };
      },
      close: async () => {},
    };
  }
  return workerRunner(fileURLToPath(new URL('./api-worker.js', import.meta.url)));
}

/**
 * The extractor in a worker thread started from `workerFile`. Its own function so that the
 * tests, which run from sources, can start it on a worker file they compile.
 */
export function workerRunner(workerFile: string): Runner {
  let worker: Worker | undefined;
  return {
    run: (entry) =>
      new Promise((resolve, reject) => {
        const current = (worker ??= new Worker(workerFile));
        current.unref();
        const onMessage = (answer: RunResult | { error: string }) => {
          current.off('error', onError);
          if ('error' in answer) reject(new Error(answer.error));
          else resolve(answer);
        };
        // A worker that died answers nothing more: the next run starts a new one.
        const onError = (error: Error) => {
          current.off('message', onMessage);
          if (worker === current) worker = undefined;
          reject(error);
        };
        current.once('message', onMessage);
        current.once('error', onError);
        current.postMessage({ entry });
      }),
    close: async () => {
      const ending = worker;
      worker = undefined;
      await ending?.terminate();
    },
  };
}

/**
 * The API tables of a site: read once from the library's entry when a page first needs them,
 * then served from memory until a source file of the library changes. Nothing waits for them
 * unless it asks to (`ready()`): in dev a page shows 'resolving' until they exist.
 */
export class ApiTables {
  private tables: Record<string, ApiTable> | undefined;
  private sources: ExtractResult['sources'] = {};
  private sourceFiles = new Set<string>();
  private running: Promise<void> | undefined;
  private stale = false;
  private readonly runner = createRunner();

  /** `entry` is the resolved entry file; undefined when the site has no API parser. */
  constructor(
    private readonly entry: string | undefined,
    private readonly onUpdate: () => void = () => {},
  ) {
    if (entry) checkCompiler();
  }

  get enabled() {
    return this.entry !== undefined;
  }

  /** The table of one component as known now; starts reading the library when needed. */
  lookup(id: string): { status: ApiStatus; table?: ApiTable } {
    if (!this.entry) return { status: 'disabled' };
    if (!this.tables) {
      void this.ready().catch(() => {});
      return { status: 'resolving' };
    }
    const table = Object.hasOwn(this.tables, id) ? this.tables[id] : undefined;
    return table ? { status: 'ok', table } : { status: 'missing' };
  }

  /** Where a prop of a table is declared in the library's source. */
  source(id: string, prop: string): PropSource | undefined {
    const props = Object.hasOwn(this.sources, id) ? this.sources[id] : undefined;
    return props && Object.hasOwn(props, prop) ? props[prop] : undefined;
  }

  /** Resolves once the tables exist (read now if they were never read). */
  ready(): Promise<void> {
    if (!this.entry) return Promise.resolve();
    return this.running ?? (this.tables ? Promise.resolve() : this.read(this.entry));
  }

  private read(entry: string): Promise<void> {
    this.running = this.runner.run(entry).then(
      ({ tables, sources, files }) => {
        this.tables = tables;
        this.sources = sources;
        this.sourceFiles = new Set(files);
        this.running = undefined;
        this.onUpdate();
        if (this.stale) {
          this.stale = false;
          void this.read(entry).catch(() => {});
        }
      },
      (error: unknown) => {
        this.running = undefined;
        throw error;
      },
    );
    return this.running;
  }

  /** Whether a file is one the tables were read from. */
  reads(file: string): boolean {
    return this.sourceFiles.has(file);
  }

  /** A source file changed: read again (the old tables stay in use until then). */
  refresh() {
    if (!this.entry) return;
    if (this.running) this.stale = true;
    else void this.read(this.entry).catch(() => {});
  }

  /** Ends the worker; resolves once its memory is freed. */
  close(): Promise<void> {
    return this.runner.close();
  }
}
