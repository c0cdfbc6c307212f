import { Children, isValidElement, type ReactElement, type ReactNode } from 'react';
import { useLocaleTexts } from '../config-provider/localeTexts';
import { steps as english } from '../locale/en-US/steps';
import { CheckIcon, CloseIcon } from '../icon/icons';
import { cx } from '../internal/cx';
import { nativeProps, type NativeProps } from '../internal/nativeProps';
import { visuallyHidden } from '../internal/visuallyHidden.css';
import * as styles from './Steps.css';
import { statusOf, type StepStatus } from './stepStatus';
import { warn } from '../internal/warn';

export type { StepStatus } from './stepStatus';

export interface StepProps {
  /** The step's name. */
  title?: ReactNode;
  /** More about the step, under its title. */
  description?: ReactNode;
  /** An icon in place of the step's number or mark. */
  icon?: ReactNode;
  /** The step's own status; otherwise it follows from `current`. */
  status?: StepStatus;
  /**
   * Keeps the step from being chosen when `Steps` has `onChange`: it stays text, not a button.
   * Set it on the steps after the current one to let the user go back but not skip ahead.
   * @defaultValue false
   */
  disabled?: boolean;
}

/** One step of `Steps`; it renders inside `Steps` only. */
export function Step(_props: StepProps): null {
  return null;
}

export interface StepsProps extends NativeProps<
  | '--tm-steps-wait-color'
  | '--tm-steps-process-color'
  | '--tm-steps-finish-color'
  | '--tm-steps-error-color'
  | '--tm-steps-icon-size'
> {
  /**
   * Index of the current step, from 0. Steps before it are finished, steps after it wait.
   * @defaultValue 0
   */
  current?: number;
  /**
   * Status of the current step: `error` when it failed.
   * @defaultValue 'process'
   */
  status?: StepStatus;
  /**
   * Lays the steps out across or down.
   * @defaultValue 'horizontal'
   */
  direction?: 'horizontal' | 'vertical';
  /**
   * Called with a step's index when the user taps it or presses Enter or Space on it. When
   * given, the title of every step that is not `disabled` is a button, and the whole step is its
   * touch area. Choosing the current step does not call it.
   */
  onChange?: (index: number) => void;
  /** The steps: `Steps.Step` elements. */
  children?: ReactNode;
}

/**
 * Where the user is in a process of several steps. An ordered list; the current step is marked
 * `aria-current="step"` and every step says its status to screen readers. With `onChange`, the
 * user can choose a step, to go back to it.
 */
function StepsRoot({
  current = 0,
  status = 'process',
  direction = 'horizontal',
  onChange,
  children,
  ...rest
}: StepsProps) {
  const texts = useLocaleTexts('steps', english);
  const steps = Children.toArray(children).filter(
    (child): child is ReactElement<StepProps> => isValidElement(child) && child.type === Step,
  );
  if (steps.length !== Children.count(children)) {
    warn('Steps', 'only Steps.Step children are steps; others are ignored.');
  }
  return (
    <ol data-direction={direction} {...nativeProps(rest, styles.root)}>
      {steps.map((step, index) => {
        const { title, description, icon, status: own, disabled } = step.props;
        const shown = statusOf(index, current, status, own);
        const choose = disabled ? undefined : onChange;
        const here = index === current ? 'step' : undefined;
        const mark =
          icon ??
          (shown === 'finish' ? (
            <CheckIcon />
          ) : shown === 'error' ? (
            <CloseIcon />
          ) : (
            <span className={styles.number}>{index + 1}</span>
          ));
        const text = (
          <>
            {title}
            <span className={visuallyHidden}> ({texts[shown]})</span>
          </>
        );
        return (
          <li
            key={step.key ?? index}
            className={styles.step}
            data-status={shown}
            aria-current={here}
          >
            <span className={styles.indicator} aria-hidden>
              <span className={styles.mark} data-icon={icon ? '' : undefined}>
                {mark}
              </span>
            </span>
            <span className={styles.body}>
              {choose ? (
                // The current step stays a button, so focus stays on the step just chosen.
                <button
                  type="button"
                  className={cx(styles.button, styles.title)}
                  onClick={here ? undefined : () => choose(index)}
                >
                  {text}
                </button>
              ) : (
                <span className={styles.title}>{text}</span>
              )}
              {description && <span className={styles.description}>{description}</span>}
            </span>
          </li>
        );
      })}
    </ol>
  );
}

/** Steps of a process; put each in a `Steps.Step`. */
export const Steps = Object.assign(StepsRoot, { Step });
