import { useRef, useState } from 'react';
import { useT } from '../i18n/useT';
import { CheckIcon, CopyIcon } from '../slots/content/copyIcons';
import { useCopy } from '../slots/content/useCopy';
import { srOnly } from '../styles/utility.css';
import * as styles from './home.css';

/**
 * The command that installs the library, with a copy button. Where no clipboard can be
 * written, the command is selected instead, so the keyboard's copy takes it.
 */
export function InstallCommand({ command }: { command: string }) {
  const t = useT();
  const { copied, copy } = useCopy();
  const [selected, setSelected] = useState(false);
  const code = useRef<HTMLElement>(null);

  const copyCommand = async () => {
    const done = await copy(command);
    setSelected(!done);
    if (!done && code.current) getSelection()?.selectAllChildren(code.current);
  };

  return (
    <div className={styles.install}>
      <code ref={code} className={styles.installCode}>
        {command}
      </code>
      <button
        type="button"
        className={styles.installCopy}
        aria-label={copied ? t('demo.copied') : t('home.copyInstall')}
        title={t('home.copyInstall')}
        onClick={() => void copyCommand()}
      >
        {copied ? <CheckIcon /> : <CopyIcon />}
      </button>
      <span role="status" className={srOnly}>
        {copied ? t('demo.copied') : selected ? t('home.copySelected') : ''}
      </span>
    </div>
  );
}
