import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveFile, serve } from './serve';

const dir = mkdtempSync(path.join(tmpdir(), 'tessera-serve-'));
for (const file of ['index.html', '404.html', 'guide/index.html', '~demos/a/index.html']) {
  mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
  writeFileSync(path.join(dir, file), file);
}
const answer = (rawPath: string) => {
  const { file, status } = resolveFile(dir, rawPath);
  return { file: path.relative(dir, file), status };
};

describe('resolveFile', () => {
  it('serves clean URLs', () => {
    expect(answer('/')).toEqual({ file: 'index.html', status: 200 });
    expect(answer('/guide')).toEqual({ file: 'guide/index.html', status: 200 });
    expect(answer('/~demos/a')).toEqual({ file: '~demos/a/index.html', status: 200 });
  });

  it.each([
    '/nope',
    '/~demos/%2e%2e%2f',
    '/~demos/%2e%2e%2fguide',
    '/guide/%2e%2e',
    '/%2e/guide',
    '/%5Cguide',
    '/guide%00',
    '/%E0%A4%A',
  ])('answers %s with the not-found page and 404', (rawPath) => {
    expect(answer(rawPath)).toEqual({ file: '404.html', status: 404 });
  });
});

describe('serve', () => {
  const site = mkdtempSync(path.join(tmpdir(), 'tessera-serve-site-'));
  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(site, file)), { recursive: true });
    writeFileSync(path.join(site, file), text);
  };
  write('index.html', '<p>home, build 1</p>');
  write('404.html', '<p>not found</p>');
  write('guide/index.html', '<p>guide, build 1</p>');
  write('assets/app.1a2b3c4d.js', 'console.log(1)');

  let server: Server;
  let origin = '';
  beforeAll(async () => {
    server = await serve({ dir: site, port: 0 });
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((done) => server.close(() => done())));

  /** The decoded text and headers of a request, as a browser asking for brotli gets them. */
  const get = async (pathname: string, headers: Record<string, string> = {}) => {
    const response = await fetch(origin + pathname, {
      headers: { 'accept-encoding': 'br, gzip', ...headers },
    });
    return { status: response.status, headers: response.headers, text: await response.text() };
  };

  it('serves the files on disk now after the site is rebuilt in place', async () => {
    const first = await get('/guide');
    expect(first.status).toBe(200);
    expect(first.text).toBe('<p>guide, build 1</p>');
    expect(first.headers.get('content-encoding')).toBe('br');

    // Same length, so only the identity of the file tells the versions apart.
    write('guide/index.html', '<p>guide, build 2</p>');
    utimesSync(path.join(site, 'guide/index.html'), new Date(), new Date(Date.now() + 5_000));
    const second = await get('/guide');
    expect(second.text).toBe('<p>guide, build 2</p>');
    expect(second.headers.get('etag')).not.toBe(first.headers.get('etag'));

    // A rebuild that empties the folder and writes it again (new files, new inodes).
    rmSync(path.join(site, 'guide'), { recursive: true });
    expect((await get('/guide')).status).toBe(404);
    write('guide/index.html', '<p>guide, build 3, with a longer page</p>');
    const gzip = await get('/guide', { 'accept-encoding': 'gzip' });
    expect(gzip.text).toBe('<p>guide, build 3, with a longer page</p>');
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
  });

  it('keeps its caching and security headers', async () => {
    const page = await get('/');
    expect(page.headers.get('cache-control')).toBe('no-cache');
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(page.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(page.headers.get('x-content-type-options')).toBe('nosniff');
    expect(page.headers.get('vary')).toBe('Accept-Encoding');
    const asset = await get('/assets/app.1a2b3c4d.js');
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const missing = await get('/nope');
    expect(missing.status).toBe(404);
    expect(missing.text).toBe('<p>not found</p>');
  });

  it('answers an unchanged page with 304 and a changed one in full', async () => {
    const first = await get('/');
    const etag = first.headers.get('etag') as string;
    expect(etag).toMatch(/^W\/"/);
    const unchanged = await get('/', { 'if-none-match': etag });
    expect(unchanged.status).toBe(304);
    expect(unchanged.text).toBe('');

    write('index.html', '<p>home, build 2 with more words</p>');
    const changed = await get('/', { 'if-none-match': etag });
    expect(changed.status).toBe(200);
    expect(changed.text).toBe('<p>home, build 2 with more words</p>');
  });
});
