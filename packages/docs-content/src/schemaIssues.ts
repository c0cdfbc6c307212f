// Words the problems the schemas find, so every message of the config and of a page's
// frontmatter names the place, what it must be and what it is. A schema gives the expected
// value as a phrase ('a string', "'content', 'menu' or false") through its `error` param; an
// issue about keys (an unknown option, a bad record key) gives a whole clause instead.
import * as z from 'zod';

type Issue = z.core.$ZodIssue;
type Path = readonly PropertyKey[];

/** Issues whose message says all after the place it names, rather than what was expected. */
const CLAUSES = new Set<Issue['code']>(['unrecognized_keys', 'invalid_key']);

/** `nav[0].children[1].title`, as the value is written in the config. */
const where = (path: Path) =>
  path
    .map((key, i) => (typeof key === 'number' ? `[${key}]` : i ? `.${String(key)}` : String(key)))
    .join('');

/** Names keys in a message: `a`, `b`. */
export const listKeys = (keys: readonly string[]) => keys.map((key) => `\`${key}\``).join(', ');

const TYPE_PHRASES: Record<string, string> = {
  string: 'a string',
  number: 'a number',
  boolean: 'true or false',
  array: 'a list',
};

/**
 * What a schema without its own words expects, and the options of an object given an unknown
 * one. `mapping` names an object as the source's readers know it.
 */
const defaultMessages =
  (mapping: string): z.core.$ZodErrorMap =>
  (issue) => {
    if (issue.code === 'invalid_type')
      return (
        TYPE_PHRASES[issue.expected] ??
        (issue.expected === 'object' || issue.expected === 'record'
          ? mapping
          : `a ${issue.expected}`)
      );
    if (issue.code === 'unrecognized_keys' && issue.inst instanceof z.ZodObject)
      return `has no option ${listKeys(issue.keys)}. Its options are ${Object.keys(issue.inst.shape).join(', ')}.`;
    return undefined;
  };

/**
 * The issue to report for a union: the one alternative that got past its type check speaks
 * for it (`{ title }` without a string title is a `{ title, order }` gone wrong, not a string).
 */
function reported(issue: Issue): Issue {
  if (issue.code !== 'invalid_union') return issue;
  const typeMiss = (inner: Issue) =>
    inner.path.length === 0 && (inner.code === 'invalid_type' || inner.code === 'invalid_value');
  const matched = issue.errors.filter((branch) => !branch.some(typeMiss));
  const inner = matched.length === 1 ? matched[0]![0] : undefined;
  return inner ? reported({ ...inner, path: [...issue.path, ...inner.path] }) : issue;
}

/**
 * The first problem a schema finds in a value, or undefined when it fits: the first in the
 * schema's order, or the lowest by `rank` (the order the source is written in).
 */
function firstIssue<T extends z.ZodType>(
  schema: T,
  value: unknown,
  mapping: string,
  rank: (issue: Issue) => number = () => 0,
) {
  const result = schema.safeParse(value, { reportInput: true, error: defaultMessages(mapping) });
  if (result.success) return { data: result.data, issue: undefined };
  const [first] = [...result.error.issues].sort((a, b) => rank(a) - rank(b));
  return { data: undefined, issue: reported(first!) };
}

/** What a wrong config value is, short enough for one line of an error. */
function describe(value: unknown): string {
  if (Array.isArray(value)) return 'a list';
  if (value === null || value === undefined) return String(value);
  if (typeof value === 'function') return 'a function';
  const text = JSON.stringify(value) ?? String(value);
  return `${typeof value} ${text.length > 60 ? `${text.slice(0, 57)}...` : text}`;
}

/** Parses a site config, or throws its first problem: `docs.config: \`nav[0].link\` must be…`. */
export function parseConfigValue<T extends z.ZodType>(schema: T, config: unknown): z.output<T> {
  const { data, issue } = firstIssue(schema, config, 'an object');
  if (!issue) return data as z.output<T>;
  // A bad record key is a problem of the record, named where the record is.
  const path = issue.code === 'invalid_key' ? issue.path.slice(0, -1) : issue.path;
  const place = path.length ? `\`${where(path)}\`` : '';
  let text: string;
  if (CLAUSES.has(issue.code)) text = place ? `${place} ${issue.message}` : issue.message;
  else if (issue.input === undefined && place)
    text = `${place} is required and must be ${issue.message}.`;
  else text = `${place || 'the config'} must be ${issue.message}; got ${describe(issue.input)}.`;
  throw new Error(`docs.config: ${text}`);
}

/** What a frontmatter value is, for messages: `the string "x"`, `a list`, `empty`. */
function describeValue(value: unknown): string {
  if (value === null || value === undefined) return 'empty';
  if (typeof value === 'string') return `the string ${JSON.stringify(value.slice(0, 40))}`;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value))
    return value.every((item) => typeof item === 'string')
      ? 'a list'
      : 'a list holding non-strings';
  if (value instanceof Uint8Array) return 'binary data';
  return 'a mapping';
}

/**
 * Parses a page's frontmatter: its data, or its first problem (in the order the keys are
 * written) with the key it is under
 * (`frontmatter \`group\` needs a string \`title\`, not empty`). A list's item names the whole
 * list in its phrase ('a list of strings'), so the message describes the list.
 */
export function parseFrontmatterValue<T extends z.ZodType>(
  schema: T,
  data: Record<string, unknown>,
):
  | { data: z.output<T>; problem?: undefined }
  | { data?: undefined; problem: { key: string; text: string } } {
  const keys = Object.keys(data);
  const { data: parsed, issue } = firstIssue(schema, data, 'a mapping', (found) =>
    keys.indexOf(String(found.path[0])),
  );
  if (!issue) return { data: parsed as z.output<T> };
  const [key, ...inner] = issue.path.map(String);
  const field = issue.path.slice(1).findLast((part) => typeof part === 'string');
  const inList = typeof issue.path.at(-1) === 'number';
  const name = `frontmatter \`${key}\``;
  let text: string;
  if (CLAUSES.has(issue.code)) text = `${name} ${issue.message}`;
  else if (inner.length && inList)
    text = `${name} must be ${issue.message}, not ${describeValue(data[key!])}`;
  else if (field !== undefined)
    text = `${name} needs ${issue.message} \`${String(field)}\`, not ${describeValue(issue.input)}`;
  else text = `${name} must be ${issue.message}, not ${describeValue(issue.input)}`;
  return { problem: { key: key ?? '', text } };
}
