import path from 'node:path';
import { build } from 'tsup';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeSite } from '../../test/fixtureSite';
import { ApiExtractor } from './extract';
import { workerRunner } from './tables';

const library = (name: string, manifest: string) =>
  writeSite(name, {
    'package.json': manifest,
    'src/index.ts': "export { Badge, type BadgeProps } from './Badge';\n",
    'src/Badge.tsx': [
      'export interface BadgeProps {',
      '  /** Text inside the badge. */',
      '  text: string;',
      '  /**',
      '   * Colour role.',
      "   * @defaultValue 'neutral'",
      '   */',
      "  tone?: 'neutral' | 'alert';",
      '}',
      'export function Badge(props: BadgeProps) {',
      '  return null;',
      '}',
      '',
    ].join('\n'),
  });

/**
 * The worker path of the API tables, as a built site runs it. From the sources there is no
 * compiled worker, so the test compiles `worker.ts` as the package build does, beside the
 * package's dependencies (the worker imports them as a built package would).
 */
describe('API tables read in a worker thread', () => {
  let workerFile = '';
  const runner = { current: undefined as ReturnType<typeof workerRunner> | undefined };

  beforeAll(async () => {
    const outDir = path.join(writeSite('api-worker-build', {}), 'dist');
    await build({
      config: false,
      entry: { 'api-worker': path.join(import.meta.dirname, 'worker.ts') },
      format: ['esm'],
      platform: 'node',
      target: 'es2022',
      outDir,
      external: ['react-docgen-typescript', 'typescript'],
      silent: true,
    });
    workerFile = path.join(outDir, 'api-worker.js');
    runner.current = workerRunner(workerFile);
  });
  afterAll(() => runner.current?.close());

  it('rejects with the extractor error, then reads the same tables as this thread', async () => {
    // A library whose manifest is not JSON fails as the extractor starts.
    const broken = path.join(library('api-worker-broken', '{ not json'), 'src/index.ts');
    const failure = (() => {
      try {
        new ApiExtractor(broken);
      } catch (error) {
        return (error as Error).message;
      }
    })();
    expect(failure).toMatch(/JSON/);
    await expect(runner.current!.run(broken)).rejects.toThrow(failure);

    // The same worker, still running, answers the next run.
    const entry = path.join(
      library('api-worker-lib', JSON.stringify({ name: 'acme-badge', type: 'module' })),
      'src/index.ts',
    );
    const inThread = new ApiExtractor(entry);
    const expected = { ...inThread.run(), files: inThread.files() };
    expect(Object.keys(expected.tables)).toEqual(['Badge']);
    expect(expected.tables.Badge!.props.map((prop) => prop.name)).toEqual(['text', 'tone']);
    expect(await runner.current!.run(entry)).toEqual(expected);
  });

  it('rejects when the worker cannot start, and starts a new one for the next run', async () => {
    const missing = workerRunner(path.join(path.dirname(workerFile), 'missing-worker.js'));
    await expect(missing.run('index.ts')).rejects.toThrow(/missing-worker\.js/);
    // Asking the worker that failed again would wait forever.
    await expect(missing.run('index.ts')).rejects.toThrow(/missing-worker\.js/);
    missing.close();
  }, 20_000);
});
