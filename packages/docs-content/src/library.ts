import type { LibraryData } from '@tessera/docs-theme/types';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const HOSTS: Record<string, string> = {
  github: 'https://github.com',
  gitlab: 'https://gitlab.com',
  bitbucket: 'https://bitbucket.org',
};

/** A git address as the web page of its repository, or undefined when it is not one. */
function webAddress(url: string): string | undefined {
  const shorthand = /^(?:(github|gitlab|bitbucket):)?([\w.-]+\/[\w.-]+)$/.exec(url);
  if (shorthand) return `${HOSTS[shorthand[1] ?? 'github']}/${shorthand[2]!.replace(/\.git$/, '')}`;
  const scp = /^[\w.-]+@([\w.-]+):([\w./-]+?)(?:\.git)?$/.exec(url);
  if (scp) return `https://${scp[1]}/${scp[2]}`;
  let parsed: URL;
  try {
    parsed = new URL(url.replace(/^git\+/, ''));
  } catch {
    return undefined;
  }
  if (!['https:', 'http:', 'git:', 'ssh:'].includes(parsed.protocol)) return undefined;
  const pathname = parsed.pathname.replace(/\.git$/, '').replace(/\/+$/, '');
  return pathname.length > 1 ? `https://${parsed.host}${pathname}` : undefined;
}

/**
 * The web page of a package.json's `repository` (a URL, an npm shorthand such as
 * `github:acme/ui` or `acme/ui`, or `{ url, directory }`), at the package's folder when it
 * names one; undefined for anything else.
 */
export function repositoryUrl(repository: unknown): string | undefined {
  if (typeof repository === 'string') return webAddress(repository);
  if (typeof repository !== 'object' || repository === null) return undefined;
  const { url, directory } = repository as { url?: unknown; directory?: unknown };
  const web = typeof url === 'string' ? webAddress(url) : undefined;
  if (!web || typeof directory !== 'string' || !directory.replace(/^\/+|\/+$/g, '')) return web;
  return `${web}/tree/HEAD/${directory.replace(/^\/+|\/+$/g, '')}`;
}

/** A package.json's `license`: an SPDX expression, or the old `{ type }` form. */
function licenseOf(license: unknown): string | undefined {
  if (typeof license === 'string' && license.trim()) return license;
  const type = (license as { type?: unknown } | null)?.type;
  return typeof type === 'string' && type.trim() ? type : undefined;
}

/**
 * The package.json a `library` option names: a path to the package's folder or to the file
 * (starting with '.' or '/', relative to the site), or a package name, looked up in the
 * `node_modules` of the site's folder and of its parents, as Node resolves packages.
 */
function findPackageJson(library: string, root: string): string | undefined {
  if (/^[./]/.test(library)) {
    const target = path.resolve(root, library);
    const file =
      existsSync(target) && statSync(target).isDirectory()
        ? path.join(target, 'package.json')
        : target;
    return existsSync(file) ? file : undefined;
  }
  for (let dir = root; ; dir = path.dirname(dir)) {
    const file = path.join(dir, 'node_modules', library, 'package.json');
    if (existsSync(file)) return file;
    if (path.dirname(dir) === dir) return undefined;
  }
}

/** What the navbar and the footer show of the documented library, read from its package.json. */
export function readLibrary(library: string, root: string): LibraryData {
  const file = findPackageJson(library, root);
  if (!file)
    throw new Error(
      `docs.config: \`library\` names ${JSON.stringify(library)}, but no package.json of it was found from ${root}: give an installed package's name or the path of its folder.`,
    );
  let pkg: Record<string, unknown>;
  try {
    pkg = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  } catch (error) {
    throw new Error(
      `docs.config: \`library\` names ${file}, which is not valid JSON: ${(error as Error).message}`,
    );
  }
  const { name, version } = pkg;
  if (typeof name !== 'string' || !name || typeof version !== 'string' || !version)
    throw new Error(
      `docs.config: \`library\` names ${file}, which has no "name" and "version" to show.`,
    );
  const repository = repositoryUrl(pkg.repository);
  const license = licenseOf(pkg.license);
  return {
    name,
    version,
    // A private package is not on the registry.
    ...(pkg.private === true ? {} : { npm: `https://www.npmjs.com/package/${name}` }),
    ...(repository ? { repository } : {}),
    ...(license ? { license } : {}),
  };
}
