import type { ReactNode } from 'react';
import * as styles from './content.css';

/** A heading with its anchor link, so any section can be linked to. */
export function Heading({
  depth,
  id,
  children,
}: {
  depth: 1 | 2 | 3 | 4 | 5 | 6;
  id?: string;
  children?: ReactNode;
}) {
  const Tag = `h${depth}` as const;
  return (
    <Tag id={id} className={styles.heading}>
      {children}
      {id && depth > 1 && (
        <a className={styles.headingAnchor} href={`#${id}`} aria-hidden="true" tabIndex={-1}>
          #
        </a>
      )}
    </Tag>
  );
}
