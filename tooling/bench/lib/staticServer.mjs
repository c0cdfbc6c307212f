/**
 * Serves a peer's build the way ours is served (`tessera-docs serve`): clean URLs, brotli at
 * quality 11 for text, on 127.0.0.1. No Content-Security-Policy: the peers' pages rely on inline
 * scripts that ours would block, and they are measured as their authors ship them.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { brotliCompressSync, constants as zlib } from 'node:zlib';

const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
};
const compressible = /^(text\/|application\/(json|xml)|image\/svg)/;

/** The file answering a path: itself, its index.html, or the same name with `.html`. */
export function fileFor(dir, pathname) {
  let decoded;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return undefined;
  }
  const relative = path.posix.normalize(decoded).replace(/^\/+/, '');
  if (relative.startsWith('..')) return undefined;
  for (const candidate of [
    relative,
    path.posix.join(relative, 'index.html'),
    `${relative.replace(/\/+$/, '')}.html`,
  ]) {
    const file = path.join(dir, candidate);
    if (existsSync(file) && statSync(file).isFile()) return file;
  }
  return undefined;
}

/** Resolves once listening; `stop()` closes it. */
export function serveStatic(dir, port) {
  const compressed = new Map();
  const server = createServer((req, res) => {
    const { pathname } = new URL(req.url ?? '/', 'http://127.0.0.1');
    const found = fileFor(dir, pathname);
    const file = found ?? path.join(dir, '404.html');
    if (!existsSync(file)) return res.writeHead(404).end();
    const type = types[path.extname(file)] ?? 'application/octet-stream';
    const brotli =
      compressible.test(type) && /\bbr\b/.test(String(req.headers['accept-encoding'] ?? ''));
    let body = readFileSync(file);
    if (brotli) {
      if (!compressed.has(file)) {
        const params = { [zlib.BROTLI_PARAM_QUALITY]: 11 };
        compressed.set(file, brotliCompressSync(body, { params }));
      }
      body = compressed.get(file);
    }
    res.writeHead(found ? 200 : 404, {
      'content-type': type,
      'content-length': body.length,
      ...(brotli && { 'content-encoding': 'br' }),
      vary: 'accept-encoding',
    });
    res.end(req.method === 'HEAD' ? undefined : body);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () =>
      resolve({ origin: `http://127.0.0.1:${port}`, stop: () => server.close() }),
    );
  });
}
