import type { ReactNode } from 'react';
import { useLocaleTexts } from '../config-provider/localeTexts';
import { common as englishCommon } from '../locale/en-US/common';
import * as styles from './Cascader.css';

interface CascaderHeaderProps {
  title: ReactNode;
  titleId: string;
  cancelText: ReactNode;
  confirmText: ReactNode;
  onCancel: () => void;
  onConfirm: () => void;
}

/** The Cascader popup's heading between its cancel and confirm buttons. */
export function CascaderHeader({
  title,
  titleId,
  cancelText,
  confirmText,
  onCancel,
  onConfirm,
}: CascaderHeaderProps) {
  const common = useLocaleTexts('common', englishCommon);
  return (
    <div className={styles.header}>
      <button type="button" className={styles.headerButton} onClick={onCancel}>
        {cancelText ?? common.cancel}
      </button>
      <h2 className={styles.title} id={titleId}>
        {title}
      </h2>
      <button type="button" className={styles.headerButton} data-confirm onClick={onConfirm}>
        {confirmText ?? common.confirm}
      </button>
    </div>
  );
}
