import { readFileSync, statSync } from 'node:fs';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';

export interface CachedFile {
  /** The file's identity on disk (inode, size, modification time); also its entity tag. */
  version: string;
  raw: Buffer;
  br?: Buffer;
  gzip?: Buffer;
}

/**
 * The files a server answers with, as they are on disk now, compressed at most once per
 * version: a rebuild in place replaces files under a running server, so each request checks
 * the file's identity (inode, size, modification time) and reads it again when it changed.
 */
export function fileCache() {
  const cache = new Map<string, CachedFile>();

  /** A file as it is on disk now; undefined once it is gone. */
  const current = (file: string): CachedFile | undefined => {
    let stats;
    try {
      stats = statSync(file);
    } catch {
      cache.delete(file);
      return undefined;
    }
    const version = `${stats.ino.toString(36)}-${stats.size.toString(36)}-${Math.round(stats.mtimeMs).toString(36)}`;
    const cached = cache.get(file);
    if (cached?.version === version) return cached;
    let raw: Buffer;
    try {
      raw = readFileSync(file);
    } catch {
      cache.delete(file);
      return undefined;
    }
    const entry: CachedFile = { version, raw };
    cache.set(file, entry);
    return entry;
  };

  /** A file's bytes in an encoding, compressed on first use. */
  const body = (entry: CachedFile, encoding: 'br' | 'gzip' | undefined) => {
    if (encoding === 'br')
      entry.br ??= brotliCompressSync(entry.raw, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } });
    if (encoding === 'gzip') entry.gzip ??= gzipSync(entry.raw, { level: 9 });
    return encoding ? entry[encoding]! : entry.raw;
  };

  return { current, body };
}
