import {
  Component,
  useEffect,
  useRef,
  useState,
  type ComponentType,
  type ErrorInfo,
  type ReactNode,
} from 'react';
import { Link } from 'react-router';
import { useSlots } from '../../app/useSlots';
import { useT } from '../../i18n/useT';
import type { DemoMeta, DemoSource, LoadDemoSource } from '../../types';
import { CodeLines } from './CodeBlock';
import * as styles from './Demo.css';

interface DemoProps {
  meta: DemoMeta;
  component: ComponentType;
  loadSource: LoadDemoSource;
}

/** One live demo at phone width, with its title, description and source. */
export function Demo({ meta, component: DemoComponent, loadSource }: DemoProps) {
  const t = useT();
  const { DemoFrame } = useSlots();
  const [frame, setFrame] = useState<HTMLDivElement | null>(null);
  const [showCode, setShowCode] = useState(false);
  const [source, setSource] = useState<DemoSource | null>(null);
  const [copied, setCopied] = useState(false);
  const [dark, setDark] = useState(false);
  const [compact, setCompact] = useState(false);
  const copiedTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const codeId = `${meta.id}-code`;

  useEffect(() => () => clearTimeout(copiedTimer.current), []);

  const ensureSource = async () => {
    if (source) return source;
    const loaded = (await loadSource()).default;
    setSource(loaded);
    return loaded;
  };

  const toggleCode = async () => {
    if (!showCode) await ensureSource();
    setShowCode(!showCode);
  };

  const copy = async () => {
    const { code } = await ensureSource();
    await navigator.clipboard.writeText(code);
    setCopied(true);
    clearTimeout(copiedTimer.current);
    copiedTimer.current = setTimeout(() => setCopied(false), 2000);
  };

  return (
    <section className={styles.block} aria-labelledby={`${meta.id}-title`} id={meta.id}>
      <div className={styles.stage}>
        {meta.iframe ? (
          <iframe
            className={styles.iframe}
            src={`/~demos/${meta.id}`}
            title={meta.title ?? meta.id}
            loading="lazy"
            height={typeof meta.iframe === 'number' ? meta.iframe : 480}
          />
        ) : (
          <div ref={setFrame} className={styles.phone} data-demo-frame="">
            <DemoErrorBoundary>
              <DemoFrame id={meta.id} dark={dark} compact={compact} container={frame}>
                <DemoComponent />
              </DemoFrame>
            </DemoErrorBoundary>
          </div>
        )}
      </div>
      <div className={styles.info}>
        <h3 id={`${meta.id}-title`} className={styles.title}>
          {meta.title ?? meta.id}
        </h3>
        {meta.description && <p className={styles.description}>{meta.description}</p>}
        <div className={styles.actions}>
          <label className={styles.themeSwitch}>
            <input type="checkbox" checked={dark} onChange={(e) => setDark(e.target.checked)} />
            {t('demo.darkTheme')}
          </label>
          <label className={styles.themeSwitch}>
            <input
              type="checkbox"
              checked={compact}
              onChange={(e) => setCompact(e.target.checked)}
            />
            {t('demo.compactTheme')}
          </label>
          <button
            type="button"
            className={styles.action}
            aria-expanded={showCode}
            aria-controls={codeId}
            onClick={toggleCode}
          >
            {showCode ? t('demo.hideCode') : t('demo.showCode')}
          </button>
          <button type="button" className={styles.action} onClick={copy}>
            {copied ? t('demo.copied') : t('demo.copy')}
          </button>
          <Link className={styles.action} to={`/~demos/${meta.id}`} target="_blank">
            {t('demo.openStandalone')}
          </Link>
        </div>
      </div>
      <div id={codeId} hidden={!showCode}>
        {source && (
          <pre className={styles.code} tabIndex={0} aria-label={source.filename}>
            <code>
              <CodeLines lines={source.lines} />
            </code>
          </pre>
        )}
      </div>
    </section>
  );
}

/** A demo that throws shows its error; the rest of the page keeps working. */
class DemoErrorBoundary extends Component<{ children: ReactNode }, { error: Error | null }> {
  override state: { error: Error | null } = { error: null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }

  override render() {
    if (this.state.error) {
      return (
        <div role="alert" className={styles.error}>
          {this.state.error.name}: {this.state.error.message}
        </div>
      );
    }
    return this.props.children;
  }
}
