import { execFileSync } from 'node:child_process';
import { utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { writeSite } from '../test/fixtureSite';
import { resolveConfig } from './config';
import { SiteContent } from './site';

const DAY = 24 * 60 * 60;
const START = 1_750_000_000;

/** Commits the given files of a fixture site as if `days` days after START. */
function commit(root: string, days: number, files: string[]) {
  const date = `@${START + days * DAY} +0000`;
  const env = { ...process.env, GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date };
  // Whoever runs the tests: no identity of theirs needed, no signing asked for.
  const identity = ['-c', 'user.name=Docs', '-c', 'user.email=docs@example.com'];
  const git = (...args: string[]) =>
    execFileSync('git', [...identity, '-c', 'commit.gpgsign=false', ...args], {
      cwd: root,
      env,
      stdio: 'ignore',
    });
  git('add', ...files);
  git('commit', '-q', '-m', `day ${days}`);
}

const at = (days: number) => (START + days * DAY) * 1000;

describe("a page's last-updated time", () => {
  const root = writeSite('git-times', {
    'CHANGELOG.md': '## 1.0.0\n\nFirst release.\n',
    'docs/guide/log.md': '# Changelog\n\n<embed src="../../CHANGELOG.md"></embed>\n',
    'docs/components/Button.md': '# Button\n\n<code src="./demos/basic.tsx"></code>\n',
    'docs/components/demos/basic.tsx': 'export default () => <p>basic</p>;\n',
    'docs/guide/intro.md': '# Intro\n\nText.\n',
  });
  execFileSync('git', ['init', '-q'], { cwd: root });
  commit(root, 0, ['docs']);
  commit(root, 3, ['CHANGELOG.md']);
  writeFileSync(
    path.join(root, 'docs/components/demos/basic.tsx'),
    'export default () => <b />;\n',
  );
  commit(root, 5, ['docs/components/demos/basic.tsx']);
  const site = new SiteContent(resolveConfig({ title: 'Test' }, root));
  site.loadAll();
  const lastUpdated = (page: string) => site.pages.get(path.join(root, page))?.meta.lastUpdated;

  it('is the last commit of the page file', () => {
    expect(lastUpdated('docs/guide/intro.md')).toBe(at(0));
  });

  it('moves with a file outside the docs that the page embeds', () => {
    expect(lastUpdated('docs/guide/log.md')).toBe(at(3));
  });

  it("moves with the page's demos", () => {
    expect(lastUpdated('docs/components/Button.md')).toBe(at(5));
  });

  it('falls back to the modification time of a file git does not know', () => {
    const draft = path.join(root, 'docs/guide/draft.md');
    writeFileSync(draft, '# Draft\n');
    utimesSync(draft, START + 9 * DAY, START + 9 * DAY);
    expect(site.load(draft).meta.lastUpdated).toBe(at(9));
  });
});
