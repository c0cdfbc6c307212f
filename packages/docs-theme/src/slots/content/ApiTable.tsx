import { useLangs, useT } from '../../i18n/useT';
import type { ApiTable as ApiTableData } from '../../types';
import * as styles from './ApiTable.css';
import { InlineNodes } from './InlineNodes';
import { typeTokens } from './typeTokens';
import { apiRowId } from '@tessera/docs-search/types';

interface ApiTableProps {
  id: string;
  table?: ApiTableData | null;
  status: 'ok' | 'disabled' | 'missing' | 'resolving';
}

/**
 * The props of a component, read from its TypeScript types at build time. Descriptions come
 * parsed (code, emphasis, links) and render as elements and escaped text.
 */
export function ApiTable({ id, table, status }: ApiTableProps) {
  const t = useT();
  const { chrome } = useLangs();
  if (status === 'disabled')
    return (
      <p className={styles.notice} lang={chrome}>
        {t('api.disabled')}
      </p>
    );
  if (status === 'resolving')
    return (
      <p className={styles.notice} lang={chrome}>
        {t('api.resolving')}
      </p>
    );
  if (status === 'missing' || !table)
    return (
      <p className={styles.notice} lang={chrome}>
        {t('api.missing', { id })}
      </p>
    );
  return (
    // Focusable, so a keyboard can scroll a table wider than the screen.
    <div className={styles.wrapper} tabIndex={0} role="region" aria-label={id} data-api-table="">
      <table className={styles.table}>
        <thead>
          <tr lang={chrome}>
            <th scope="col">{t('api.name')}</th>
            <th scope="col">{t('api.description')}</th>
            <th scope="col">{t('api.type')}</th>
            <th scope="col">{t('api.default')}</th>
          </tr>
        </thead>
        <tbody>
          {table.props.map((prop) => (
            // A prop's search hint links to this id.
            <tr key={prop.name} id={apiRowId(id, prop.name)}>
              <td>
                <code>{prop.name}</code>
                {prop.required && (
                  <span className={styles.required} lang={chrome}>
                    {' '}
                    ({t('api.required')})
                  </span>
                )}
              </td>
              <td>
                {prop.deprecated !== undefined && (
                  // The advice first (what to use instead), then what the prop did.
                  <>
                    <strong lang={chrome}>{t('api.deprecated')}</strong>{' '}
                    {prop.deprecated.length > 0 && (
                      <>
                        <InlineNodes nodes={prop.deprecated} />{' '}
                      </>
                    )}
                  </>
                )}
                <InlineNodes nodes={prop.description} />
                {prop.since && (
                  <span className={styles.since} lang={chrome}>
                    {' '}
                    {t('api.since', { version: prop.since })}
                  </span>
                )}
              </td>
              <td>
                <code className={styles.type}>
                  {typeTokens(prop.type).map((token, index) =>
                    token.word ? (
                      <span key={index} className={styles.word}>
                        {token.text}
                      </span>
                    ) : (
                      token.text
                    ),
                  )}
                </code>
              </td>
              <td>{prop.default !== undefined ? <code>{prop.default}</code> : '-'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
