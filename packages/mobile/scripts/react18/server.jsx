import { writeFileSync } from 'node:fs';
import { renderToString } from 'react-dom/server';
import * as library from '@tessera/mobile';
import { componentsOf, elementFor } from './cases.jsx';

const rendered = {};
for (const [name, Component] of componentsOf(library)) {
  const errors = [];
  const original = { error: console.error, warn: console.warn };
  console.error = (...args) => errors.push('console.error: ' + args.join(' '));
  console.warn = (...args) => errors.push('console.warn: ' + args.join(' '));
  let html = '';
  try {
    html = renderToString(elementFor(name, Component));
  } catch (error) {
    errors.push(String(error));
  }
  Object.assign(console, original);
  rendered[name] = { html, errors };
}
writeFileSync(process.env.SERVER_HTML, JSON.stringify(rendered));
