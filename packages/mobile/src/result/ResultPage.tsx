import type { MouseEvent, ReactNode } from 'react';
import { Button } from '../button/Button';
import { cx } from '../internal/cx';
import { nativeProps, type NativeProps } from '../internal/nativeProps';
import type { ResultProps } from './Result';
import * as styles from './ResultPage.css';
import { ResultSummary } from './ResultSummary';

/** One label–value row of `ResultPage`'s details. */
export interface ResultPageDetail {
  /** What the value is, such as "Order number". */
  label: ReactNode;
  /** The value, such as "#1042". */
  value: ReactNode;
  /**
   * Emphasises the row, for a total.
   * @defaultValue false
   */
  bold?: boolean;
}

export interface ResultPageProps
  extends
    Pick<ResultProps, 'status' | 'title' | 'description' | 'icon' | 'headingLevel'>,
    NativeProps<'--tm-result-icon-size'> {
  /**
   * Paints the header in the status colour (`solid`) or leaves it on the surface colour (`none`).
   * @defaultValue 'none'
   */
  headerFill?: 'solid' | 'none';
  /** Label–value rows under the header (amount, order number, time), read as a description list. */
  details?: ResultPageDetail[];
  /** Your own content under the details, such as a card. */
  content?: ReactNode;
  /** Text of the main action at the bottom; without it there is no main button. */
  primaryButtonText?: ReactNode;
  /** Called when the main action is tapped. */
  onPrimaryButtonClick?: (event: MouseEvent<HTMLElement>) => void;
  /** Text of the other action, under the main one; without it there is no second button. */
  secondaryButtonText?: ReactNode;
  /** Called when the other action is tapped. */
  onSecondaryButtonClick?: (event: MouseEvent<HTMLElement>) => void;
  /**
   * Pads the top and the bottom by the device's safe-area insets. Turn it off under a NavBar
   * or above a TabBar that pads them already.
   * @defaultValue true
   */
  safeArea?: boolean;
}

/** A full screen that ends a flow: the outcome, its details, and the buttons to go on. */
export function ResultPage({
  status = 'info',
  title,
  description,
  icon,
  headingLevel = 2,
  headerFill = 'none',
  details,
  content,
  primaryButtonText,
  onPrimaryButtonClick,
  secondaryButtonText,
  onSecondaryButtonClick,
  safeArea = true,
  ...rest
}: ResultPageProps) {
  return (
    <section
      data-status={status}
      {...nativeProps(rest, cx(styles.root, safeArea && styles.safeArea))}
    >
      <div
        data-fill={headerFill}
        className={cx(styles.header, headerFill === 'solid' && styles.solidHeader[status])}
      >
        <ResultSummary
          status={status}
          title={title}
          description={description}
          icon={icon}
          headingLevel={headingLevel}
        />
      </div>
      <div className={styles.body}>
        {details && details.length > 0 && (
          <dl className={styles.details}>
            {details.map((detail, index) => (
              // Rows come as one list and never move, so their position is their identity.
              <div key={index} className={cx(styles.row, detail.bold && styles.bold)}>
                <dt className={styles.term}>{detail.label}</dt>
                <dd className={styles.definition}>{detail.value}</dd>
              </div>
            ))}
          </dl>
        )}
        {content}
      </div>
      {(primaryButtonText || secondaryButtonText) && (
        <div className={styles.actions}>
          {primaryButtonText && (
            <Button color="primary" size="large" block onClick={onPrimaryButtonClick}>
              {primaryButtonText}
            </Button>
          )}
          {secondaryButtonText && (
            <Button size="large" block onClick={onSecondaryButtonClick}>
              {secondaryButtonText}
            </Button>
          )}
        </div>
      )}
    </section>
  );
}
