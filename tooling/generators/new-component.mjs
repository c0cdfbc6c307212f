#!/usr/bin/env node
// Scaffolds a @tessera/mobile component the way every component is laid out: the component
// folder (render, styles, tests, public surface), its root export, its docs page and a first demo.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { componentFiles } from './templates.mjs';

const groups = [
  'General',
  'Data entry',
  'Feedback',
  'Data display',
  'Navigation',
  'Layout',
  'Guidance',
];

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { group: { type: 'string' }, order: { type: 'string' }, root: { type: 'string' } },
});
const [name] = positionals;
const root = path.resolve(values.root ?? path.join(import.meta.dirname, '../..'));

function fail(message) {
  console.error(
    `new-component: ${message}\nUsage: new-component <PascalName> --group "<group>" [--order <n>]`,
  );
  process.exit(1);
}

if (!name || !/^[A-Z][A-Za-z0-9]*$/.test(name))
  fail('give the component name in PascalCase, e.g. PullToRefresh.');
if (!values.group || !groups.includes(values.group))
  fail(`--group must be one of: ${groups.join(', ')}.`);
const order = values.order === undefined ? 1 : Number(values.order);
if (!Number.isInteger(order) || order < 1) fail('--order must be a positive whole number.');

const kebab = name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();
const files = componentFiles({
  name,
  kebab,
  group: values.group,
  groupOrder: groups.indexOf(values.group) + 1,
  order,
});

const indexFile = path.join(root, 'packages/mobile/src/index.ts');
if (!existsSync(indexFile))
  fail(`${indexFile} not found: run it from the repository, or pass --root.`);
for (const [file] of files) {
  if (existsSync(path.join(root, file))) fail(`${file} exists already; nothing was written.`);
}
for (const [file, text] of files) {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), text);
  console.log(`created ${file}`);
}

// The root entry re-exports every component, in alphabetical order of folder.
const exportLine = `export { ${name}, type ${name}Props, type ${name}Ref } from './${kebab}';`;
const lines = readFileSync(indexFile, 'utf8').split('\n');
const at = lines.findIndex((line) => {
  const folder = /from '\.\/([^']+)'/.exec(line)?.[1];
  return line.startsWith('export') && folder !== undefined && folder > kebab;
});
lines.splice(at === -1 ? lines.length - 1 : at, 0, exportLine);
writeFileSync(indexFile, lines.join('\n'));
console.log(`exported ${name} from packages/mobile/src/index.ts`);
