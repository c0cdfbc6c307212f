/**
 * Lints the package as it would be published: the built `dist` plus the manifest with
 * `publishConfig` applied (what `pnpm publish` uploads), checked by publint.
 * Run after `tsup`.
 */
import { rm } from 'node:fs/promises';
import { publint } from 'publint';
import { formatMessage } from 'publint/utils';
import { createConsumerFixture } from './fixture.mjs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

const { dir, packageDir } = await createConsumerFixture();
const { messages } = await publint({ pkgDir: packageDir, pack: false, strict: true });
const pkg = JSON.parse(await readFile(join(packageDir, 'package.json'), 'utf8'));
for (const message of messages) console.log(`${message.type}: ${formatMessage(message, pkg)}`);
await rm(dir, { recursive: true, force: true });
if (messages.length > 0) process.exit(1);
console.log('publint: no issues');
