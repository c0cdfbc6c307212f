import { LOADER_ENDPOINT, staticLoaderPath } from '@tessera/docs-theme/runtime/loader-client';
import type { RunLoader } from '@tessera/docs-theme/runtime/run-loader';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { contentSecurityPolicy } from './csp';
import { fileCache } from './fileCache';
import { answerServerLoader } from './serverLoader';

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.woff2': 'font/woff2',
};

const compressible = /^(text\/|application\/(json|xml)|image\/svg)/;

interface ServeOptions {
  /** The built site. */
  dir: string;
  port: number;
  host?: string;
  /**
   * The server bundle (`.tessera/server/entry-server.mjs`), which runs route loaders for the
   * loader endpoint. Without it the endpoint answers with the data written at build time.
   */
  serverEntry?: string;
  /** The site's base path (`/docs/`): the build answers under it, and 404 elsewhere. Default '/'. */
  base?: string;
}

interface FileAnswer {
  file: string;
  status: number;
}

/** Maps a request path to a file of the build: `/guide` → `guide/index.html`; unknown → 404.html. */
export function resolveFile(dir: string, rawPath: string): FileAnswer {
  const notFound = { file: path.join(dir, '404.html'), status: 404 };
  let decoded: string;
  try {
    decoded = decodeURIComponent(rawPath);
  } catch {
    return notFound;
  }
  if (decoded.includes('\0') || decoded.includes('\\')) return notFound;
  // Browsers resolve `.` and `..` before sending; any left were escaped (`%2e%2e%2f`), and
  // resolving them here would answer another page with 200 instead of 404.
  if (decoded.split('/').some((segment) => segment === '.' || segment === '..')) return notFound;
  const relative = path.posix.normalize(decoded).replace(/^\/+/, '');
  const candidates = [
    relative,
    path.posix.join(relative, 'index.html'),
    `${relative.replace(/\/+$/, '')}.html`,
  ];
  for (const candidate of candidates) {
    const file = path.join(dir, candidate);
    // Never leave the build folder, whatever the path says.
    if (!file.startsWith(dir + path.sep) && file !== dir) continue;
    if (existsSync(file) && statSync(file).isFile()) return { file, status: 200 };
  }
  return notFound;
}

/** The encoding a file is sent in: brotli, else gzip, when the type compresses and the browser accepts it. */
function encodingFor(type: string, accept: string): 'br' | 'gzip' | undefined {
  if (!compressible.test(type)) return undefined;
  if (/\bbr\b/.test(accept)) return 'br';
  return /\bgzip\b/.test(accept) ? 'gzip' : undefined;
}

/** The headers of a file's answer; hashed assets are cached for good, the rest revalidated. */
function fileHeaders(type: string, etag: string, hashedAsset: boolean, policy: string) {
  return {
    'Content-Type': type,
    'Cache-Control': hashedAsset ? 'public, max-age=31536000, immutable' : 'no-cache',
    'Content-Security-Policy': policy,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    // A page framed with `sandbox="allow-scripts"` has an opaque origin, and its module
    // scripts load in CORS mode: without this it would never start.
    ...(hashedAsset ? { 'Access-Control-Allow-Origin': '*' } : {}),
    Vary: 'Accept-Encoding',
    ETag: etag,
  };
}

/** Answers the route-loader endpoint with what the route's loader returns, never cached. */
function answerLoader(
  req: IncomingMessage,
  res: ServerResponse,
  {
    url,
    origin,
    policy,
    runLoader,
  }: { url: URL; origin: string; policy: string; runLoader: RunLoader },
) {
  answerServerLoader(url.searchParams, origin, req.headers, runLoader).then(
    (answer) => {
      res.writeHead(answer.status, {
        'Content-Type': 'application/json; charset=utf-8',
        'Cache-Control': 'no-store',
        'Content-Security-Policy': policy,
        'X-Content-Type-Options': 'nosniff',
      });
      res.end(req.method === 'HEAD' ? undefined : answer.body);
    },
    () => res.writeHead(500).end(),
  );
}

/**
 * A small production server for the built site, on 127.0.0.1 by default: clean URLs, the
 * prerendered not-found page with status 404, immutable caching for hashed assets, pages
 * revalidated by entity tag, brotli, and the site's Content-Security-Policy as a header. It
 * always answers with the files on disk now, so a site rebuilt in place needs no restart.
 */
export function serve({
  dir,
  port,
  host = '127.0.0.1',
  serverEntry,
  base = '/',
}: ServeOptions): Promise<Server> {
  const root = path.resolve(dir);
  if (!existsSync(path.join(root, 'index.html'))) {
    return Promise.reject(new Error(`${root} holds no built site: run the build first.`));
  }
  const policy = contentSecurityPolicy();
  const { current, body } = fileCache();
  const runLoader = loaderRunner(root, serverEntry);

  const handle = (req: IncomingMessage, res: ServerResponse) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD' }).end();
      return;
    }
    // Not `new URL(req.url, base)`: it reads `//host/x` as another host and would serve `/`.
    const url = new URL(`http://localhost${(req.url ?? '/').replace(/^[/\\]*/, '/')}`);
    // The base root without its slash names the home page too.
    const inBase = `${url.pathname}/` === base || url.pathname.startsWith(base);
    const sitePath = inBase ? `/${url.pathname.slice(base.length)}` : undefined;
    if (sitePath === `/${LOADER_ENDPOINT}`) {
      const origin = `http://${req.headers.host ?? `${host}:${port}`}`;
      answerLoader(req, res, { url, origin, policy, runLoader });
      return;
    }
    const notFound = { file: path.join(root, '404.html'), status: 404 };
    let { file, status } = sitePath === undefined ? notFound : resolveFile(root, sitePath);
    let entry = current(file);
    // Removed between the lookup and the read (a rebuild in progress): answer as a miss.
    if (!entry && status !== 404) {
      ({ file, status } = notFound);
      entry = current(file);
    }
    if (!entry) {
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');
      return;
    }
    const type = types[path.extname(file)] ?? 'application/octet-stream';
    const encoding = encodingFor(type, String(req.headers['accept-encoding'] ?? ''));
    const hashedAsset = !!sitePath?.startsWith('/assets/') && status === 200;
    // Weak: the same version is sent raw, gzip or brotli.
    const etag = `W/"${entry.version}"`;
    const headers = fileHeaders(type, etag, hashedAsset, policy);
    // `no-cache` pages are revalidated on every visit: an unchanged file costs one empty answer.
    const known = String(req.headers['if-none-match'] ?? '').split(/\s*,\s*/);
    if (status === 200 && known.includes(etag)) {
      res.writeHead(304, headers).end();
      return;
    }
    const data = body(entry, encoding);
    res.writeHead(status, {
      ...headers,
      'Content-Length': data.length,
      ...(encoding ? { 'Content-Encoding': encoding } : {}),
    });
    res.end(req.method === 'HEAD' ? undefined : data);
  };

  return new Promise((resolve, reject) => {
    const server = createServer(handle);
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}

/**
 * Runs a route's loader with the server bundle when there is one; otherwise answers with the
 * data the build wrote for the route, which only route ids of the build can name.
 */
function loaderRunner(root: string, serverEntry: string | undefined): RunLoader {
  if (serverEntry && existsSync(serverEntry)) {
    let entry: Promise<{ runLoader: RunLoader }> | undefined;
    return async (routeId, request) => {
      entry ??= import(pathToFileURL(serverEntry).href) as Promise<{ runLoader: RunLoader }>;
      return (await entry).runLoader(routeId, request);
    };
  }
  return async (routeId) => {
    if (!/^[\w-]+(\/[\w-]+)*$/.test(routeId)) return undefined;
    const file = path.join(root, staticLoaderPath(routeId));
    return existsSync(file)
      ? { data: JSON.parse(readFileSync(file, 'utf8')) as unknown }
      : undefined;
  };
}
