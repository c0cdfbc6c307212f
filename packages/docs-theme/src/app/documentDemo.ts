import type { AppData, DemoEntry } from '../types';
import type { PageState } from './pageState';

/** A file of this origin ('/assets/x.js'), never another origin's ('//host/x.js'). */
const isOwnFile = (file: string) => /^\/(?![/\\])/.test(file);

/**
 * The app's data for the document it starts on: a demo opened alone names its entry's file
 * in the page state and loads it from there, so the index of every demo loads only when the
 * reader goes on to another demo.
 */
export function withDocumentDemo(data: AppData, state: PageState | null): AppData {
  const entry = state?.demoEntry;
  if (!entry || !isOwnFile(entry.file)) return data;
  const { loadDemo } = data;
  return {
    ...data,
    loadDemo: (id) =>
      id === entry.id
        ? import(/* @vite-ignore */ entry.file).then((module: { demo: DemoEntry }) => module.demo)
        : loadDemo(id),
  };
}
