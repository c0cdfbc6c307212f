/**
 * The components a page module renders its route loader's data with, as code the module
 * holds (it imports `useLoaderData` and the JSX runtime as `_j`):
 * - `<loader-data path="latest.version">`: one value, as text;
 * - `<loader-list path="upcoming.minor">`: a list of strings, one item each, with their
 *   `code` spans shown as code; nothing when the list is empty.
 * Anything else at the path shows nothing, and the text is never read as markup.
 */
export const loaderElementsCode = `function _loaderValue(path) {
  let value = useLoaderData();
  for (const key of path.split('.')) value = value != null && Object.hasOwn(Object(value), key) ? value[key] : undefined;
  return value;
}
function LoaderValue({ path }) {
  const value = _loaderValue(path);
  return value == null || typeof value === 'object' ? '' : String(value);
}
function _codeSpans(text) {
  const parts = text.split('\`');
  // An unpaired backtick is text.
  if (parts.length % 2 === 0) {
    const last = parts.pop();
    parts.push(parts.pop() + '\`' + last);
  }
  return parts.map((part, index) => (index % 2 === 1 ? _j('code', { children: part }, index) : part));
}
function LoaderList({ path }) {
  const value = _loaderValue(path);
  const items = Array.isArray(value) ? value.filter((item) => typeof item === 'string') : [];
  if (items.length === 0) return null;
  return _j('ul', { children: items.map((item, index) => _j('li', { children: _codeSpans(item) }, index)) });
}`;
