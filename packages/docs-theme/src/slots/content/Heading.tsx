import { useContext, useId, type ReactNode } from 'react';
import { AppDataContext } from '../../app/AppDataContext';
import { useLangs, useT } from '../../i18n/useT';
import { srOnly } from '../../styles/utility.css';
import * as styles from './content.css';
import { useCopy } from './useCopy';

/** The full address of a section of the current page. */
const sectionAddress = (id: string) => new URL(`#${id}`, window.location.href).href;

/**
 * A heading with a link to its section: following the link puts the section in the address,
 * and copies that address. The heading is named by its own text alone, so the link's label
 * stays out of heading lists and the table of contents. The page's title heading shows the
 * page's subtitle after the title, as dumi and antd-mobile do ("Button 按钮").
 */
export function Heading({
  depth,
  id,
  subtitle,
  children,
}: {
  depth: 1 | 2 | 3 | 4 | 5 | 6;
  id?: string;
  /** The page's subtitle, on its title heading. */
  subtitle?: string;
  children?: ReactNode;
}) {
  const Tag = `h${depth}` as const;
  const textId = useId();
  if (!id || depth === 1)
    return (
      <Tag id={id}>
        {children}
        {subtitle && <Subtitle text={subtitle} />}
      </Tag>
    );
  return (
    <Tag id={id} className={styles.heading} aria-labelledby={textId}>
      <span id={textId}>{children}</span>
      <SectionLink id={id} />
    </Tag>
  );
}

function SectionLink({ id }: { id: string }) {
  const t = useT();
  const { chrome } = useLangs();
  const { copied, copy } = useCopy();
  return (
    <>
      <a
        className={styles.headingAnchor}
        href={`#${id}`}
        aria-label={t('heading.link')}
        lang={chrome}
        title={t('heading.link')}
        onClick={() => void copy(sectionAddress(id))}
      >
        #
      </a>
      <span role="status" className={copied ? styles.linkCopied : srOnly} lang={chrome}>
        {copied ? t('heading.linkCopied') : ''}
      </span>
    </>
  );
}

/**
 * The subtitle inside the title heading, after a space so the heading's name reads "Button 按钮".
 * It is marked with the config's `subtitleLang` (a Chinese name in English pages), so screen
 * readers say it in its language; without one it is read as the page's language.
 */
function Subtitle({ text }: { text: string }) {
  // Optional, as `useLangs` reads it: a heading rendered on its own (a test) still renders.
  const lang = useContext(AppDataContext)?.site.subtitleLang;
  return (
    <>
      {' '}
      <span className={styles.subtitle} lang={lang}>
        {text}
      </span>
    </>
  );
}
