import type { HighlightedLine } from '../../types';
import * as styles from './content.css';

/** Code highlighted at build time: no highlighter ships to the browser. */
export function CodeLines({ lines }: { lines: HighlightedLine[] }) {
  return (
    <>
      {lines.map((line, index) => (
        <span key={index} className={styles.line}>
          {line.map(([text, className], piece) =>
            className ? (
              <span key={piece} className={className}>
                {text}
              </span>
            ) : (
              text
            ),
          )}
          {'\n'}
        </span>
      ))}
    </>
  );
}

export function CodeBlock({
  lang,
  lines,
}: {
  lang?: string;
  code: string;
  lines: HighlightedLine[];
}) {
  return (
    <pre className={styles.pre} data-lang={lang} tabIndex={0}>
      <code>
        <CodeLines lines={lines} />
      </code>
    </pre>
  );
}
