import { useEffect, useRef, type RefObject } from 'react';

/**
 * Moves the focus to the step card when the step changes while the focus is outside it: a button
 * that goes away with the step (Previous on the first) would drop the focus to the page. Only on
 * a change of step: the first focus, and its return on close, are the overlay's.
 */
export function useStepFocus(
  cardRef: RefObject<HTMLElement | null>,
  shown: boolean,
  index: number,
) {
  const focusedStep = useRef<number | null>(null);
  useEffect(() => {
    const card = cardRef.current;
    const changed = focusedStep.current !== null && focusedStep.current !== index;
    focusedStep.current = shown ? index : null;
    if (shown && changed && card && !card.contains(document.activeElement)) {
      card.focus({ preventScroll: true });
    }
  }, [cardRef, shown, index]);
}
