import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { PageMeta } from '../types';
import * as styles from './home.css';
import { markdown } from './layout.css';

/** The home page: hero, get-started actions, highlights, then the page's own content. */
export function HomeLayout({ meta, content }: { meta: PageMeta; content: ReactNode }) {
  const hero = meta.hero ?? {};
  return (
    <div className={styles.home}>
      <div className={styles.hero}>
        <h1 className={styles.heroTitle}>{hero.title ?? meta.title}</h1>
        {(hero.description ?? meta.description) && (
          <p className={styles.heroText}>{hero.description ?? meta.description}</p>
        )}
        {hero.actions && (
          <div className={styles.actions}>
            {hero.actions.map((action, index) => (
              <Link
                key={action.link}
                to={action.link}
                className={index === 0 ? styles.primary : styles.secondary}
              >
                {action.text}
              </Link>
            ))}
          </div>
        )}
      </div>
      {meta.features && (
        <ul className={styles.features}>
          {meta.features.map((feature) => (
            <li key={feature.title} className={styles.feature}>
              <h2 className={styles.featureTitle}>{feature.title}</h2>
              {feature.description && <p className={styles.featureText}>{feature.description}</p>}
            </li>
          ))}
        </ul>
      )}
      <div className={markdown}>{content}</div>
    </div>
  );
}
