import type { HighlightedLine } from '../../types';
import { useLangs, useT } from '../../i18n/useT';
import { srOnly } from '../../styles/utility.css';
import { CheckIcon, CopyIcon } from './copyIcons';
import * as styles from './content.css';
import { useCopy } from './useCopy';

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

/**
 * A code block of a page: highlighted at build time, with its language and a copy button, so a
 * command such as `npm install` can be copied like a demo's code.
 */
export function CodeBlock({
  lang,
  code,
  lines,
}: {
  lang?: string;
  code: string;
  lines: HighlightedLine[];
}) {
  const t = useT();
  const { chrome } = useLangs();
  const { copied, copy } = useCopy();
  return (
    <div className={styles.codeBlock}>
      <div className={styles.codeBar}>
        {lang && <span className={styles.codeLang}>{lang}</span>}
        <button
          type="button"
          className={styles.codeCopy}
          aria-label={copied ? t('demo.copied') : t('demo.copy')}
          lang={chrome}
          title={t('demo.copy')}
          onClick={() => void copy(code)}
        >
          {copied ? <CheckIcon /> : <CopyIcon />}
        </button>
        <span role="status" className={srOnly} lang={chrome}>
          {copied ? t('demo.copied') : ''}
        </span>
      </div>
      <pre className={styles.pre} data-lang={lang} tabIndex={0}>
        <code>
          <CodeLines lines={lines} />
        </code>
      </pre>
    </div>
  );
}
