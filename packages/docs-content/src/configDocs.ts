import * as z from 'zod';
import { configSchema } from './configSchema';

// The README's table of config options, written from the schema's JSON Schema: its names,
// types, defaults and descriptions, so the documentation says what the checks do.

/** The markers around the generated table in the README. */
export const TABLE_START = '<!-- config-options: written by `pnpm docs:config` from the schema -->';
export const TABLE_END = '<!-- /config-options -->';

interface JsonSchema {
  type?: string;
  title?: string;
  description?: string;
  default?: unknown;
  const?: unknown;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  allOf?: JsonSchema[];
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  propertyNames?: JsonSchema;
  additionalProperties?: JsonSchema | boolean;
  $ref?: string;
  $defs?: Record<string, JsonSchema>;
}

/** A value's type as a reader of the config writes it: `string | { en-US }`, `{ title, link }[]`. */
function typeOf(schema: JsonSchema, defs: Record<string, JsonSchema>): string {
  const of = (inner: JsonSchema) => typeOf(inner, defs);
  if (schema.$ref) return of(defs[schema.$ref.split('/').at(-1)!] ?? {});
  if (schema.title) return schema.title;
  if (schema.anyOf) return schema.anyOf.map(of).join(' | ');
  if (schema.allOf) return schema.allOf.map(of).join(' & ');
  if (schema.const !== undefined) return JSON.stringify(schema.const);
  if (schema.enum) return schema.enum.map((value) => JSON.stringify(value)).join(' | ');
  if (schema.type === 'array') return `${of(schema.items ?? {})}[]`;
  if (schema.properties) {
    const required = new Set(schema.required);
    const names = Object.keys(schema.properties).map((name) =>
      required.has(name) ? name : `${name}?`,
    );
    return `{ ${names.join(', ')} }`;
  }
  if (typeof schema.additionalProperties === 'object') {
    const key = schema.propertyNames?.description ?? 'string';
    return `{ [${key}]: ${of(schema.additionalProperties)} }`;
  }
  if (schema.type === 'integer') return 'number';
  return schema.type ?? 'any';
}

/** A table cell: one line, and no `|` that would end it early. */
const cell = (text: string) => text.replace(/\s+/g, ' ').replace(/\|/g, '\\|');

/** The table of options: name, type, default (or 'required') and description. */
export function configOptionsTable(): string {
  const json = z.toJSONSchema(configSchema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  const required = new Set(json.required);
  const rows = Object.entries(json.properties ?? {}).map(([name, option]) => {
    const fallback = required.has(name)
      ? 'required'
      : option.default === undefined
        ? ''
        : `\`${JSON.stringify(option.default)}\``;
    return `| \`${name}\` | \`${cell(typeOf(option, json.$defs ?? {}))}\` | ${fallback} | ${cell(option.description ?? '')} |`;
  });
  return ['| Option | Type | Default | Description |', '| --- | --- | --- | --- |', ...rows].join(
    '\n',
  );
}

/** A table's rows as cells without their padding, so a formatter's alignment is no change. */
export const rowsOf = (table: string) =>
  table
    .split('\n')
    .filter((line) => line.startsWith('|') && !/^\|[\s|:-]+\|$/.test(line))
    .map((line) => line.split(/(?<!\\)\|/).map((part) => part.trim()));

/** Where the options table is in the README: the offsets after its start and at its end marker. */
function tablePlace(readme: string): [number, number] {
  const start = readme.indexOf(TABLE_START);
  const end = readme.indexOf(TABLE_END);
  if (start < 0 || end < start) throw new Error(`README.md has no ${TABLE_START} ... ${TABLE_END}`);
  return [start + TABLE_START.length, end];
}

/** The options table the README holds. */
export function tableIn(readme: string): string {
  const [start, end] = tablePlace(readme);
  return readme.slice(start, end);
}

/** The README with its options table written anew from the schema. */
export function withConfigOptions(readme: string): string {
  const [start, end] = tablePlace(readme);
  return `${readme.slice(0, start)}\n\n${configOptionsTable()}\n\n${readme.slice(end)}`;
}
