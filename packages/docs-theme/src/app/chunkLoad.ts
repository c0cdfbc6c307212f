/** How long a script chunk may take before loading gives up (spec section 9). */
export const CHUNK_TIMEOUT_MS = 120_000;

type ChunkErrorType = 'missing' | 'timeout' | 'error';

/** A script chunk that failed to load, named as the spec's error catalogue names it. */
export class ChunkLoadError extends Error {
  override name = 'ChunkLoadError';
  constructor(
    readonly type: ChunkErrorType,
    readonly request: string,
    options?: { cause?: unknown },
  ) {
    super(`Loading chunk failed.\n(${type}: ${request})`, options);
  }
}

/** A stylesheet chunk that failed to load. */
export class CssChunkLoadError extends Error {
  override name = 'CssChunkLoadError';
  readonly code = 'CSS_CHUNK_LOAD_FAILED';
  constructor(
    readonly request: string,
    options?: { cause?: unknown },
  ) {
    super(`Loading CSS chunk failed.\n(${request})`, options);
  }
}

const moduleUrlPattern = /(?:https?:\/\/[^\s'"()]+|\/[^\s'"()]+\.(?:js|mjs|css))/;

/** Turns whatever a failed dynamic import threw into a ChunkLoadError or CssChunkLoadError. */
export function toChunkError(error: unknown, fallbackRequest: string): Error {
  if (error instanceof ChunkLoadError || error instanceof CssChunkLoadError) return error;
  const message = error instanceof Error ? error.message : String(error);
  const request = moduleUrlPattern.exec(message)?.[0] ?? fallbackRequest;
  if (/preload CSS|\.css\b/i.test(message)) return new CssChunkLoadError(request, { cause: error });
  // Browsers word a missing module differently; a host answering HTML for it is one more form.
  const missing = /404|not found|MIME type/i.test(message);
  return new ChunkLoadError(missing ? 'missing' : 'error', request, { cause: error });
}

/**
 * Runs a chunk import with the spec's timeout: native import() has none, so without this a
 * chunk that never answers would leave the skeleton up forever.
 */
export function loadChunk<T>(
  load: () => Promise<T>,
  request: string,
  timeoutMs = CHUNK_TIMEOUT_MS,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError('timeout', request)), timeoutMs);
    load().then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(toChunkError(error, request));
      },
    );
  });
}
