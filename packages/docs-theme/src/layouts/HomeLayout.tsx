import type { ReactNode } from 'react';
import type { DemoProps, PageMeta } from '../types';
import { HeroDemo } from './HeroDemo';
import * as styles from './home.css';
import { InstallCommand } from './InstallCommand';
import { markdown } from './layout.css';
import { PageGallery } from './PageGallery';
import { Link } from '../app/Link';

/**
 * The home page: hero (with the install command and a live demo beside it, when the
 * frontmatter names them), get-started actions, highlights, the gallery of a section's pages,
 * then the page's own content.
 */
export function HomeLayout({
  meta,
  content,
  heroDemo,
}: {
  meta: PageMeta;
  content: ReactNode;
  heroDemo?: DemoProps;
}) {
  const hero = meta.hero ?? {};
  return (
    <div className={styles.home}>
      <div className={heroDemo ? styles.heroWithDemo : styles.hero}>
        <div className={styles.heroCopy}>
          <h1 className={styles.heroTitle}>{hero.title ?? meta.title}</h1>
          {(hero.description ?? meta.description) && (
            <p className={styles.heroText}>{hero.description ?? meta.description}</p>
          )}
          {hero.install && <InstallCommand command={hero.install} />}
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
        {heroDemo && <HeroDemo {...heroDemo} />}
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
      {meta.gallery && <PageGallery {...meta.gallery} />}
      <div className={markdown}>{content}</div>
    </div>
  );
}
