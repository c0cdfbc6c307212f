import type { DemoSource } from '../../types';
import { CodeLines } from './CodeBlock';
import * as styles from './Demo.css';

/** The language of a demo's code, from its file's extension: 'tsx' for 'basic.tsx'. */
export const codeLanguage = (filename: string): string | undefined =>
  /\.([a-z0-9]+)$/i.exec(filename)?.[1]?.toLowerCase();

/**
 * A demo's code, as a page's code block shows its own: highlighted, named by its file, with
 * its language shown in the corner ('tsx', 'jsx').
 */
export function DemoCode({ source }: { source: DemoSource }) {
  const lang = codeLanguage(source.filename);
  return (
    <div className={styles.codePanel}>
      {lang && <span className={styles.codeLang}>{lang}</span>}
      <pre className={styles.code} tabIndex={0} aria-label={source.filename} data-lang={lang}>
        <code>
          <CodeLines lines={source.lines} />
        </code>
      </pre>
    </div>
  );
}
