export type StepStatus = 'wait' | 'process' | 'finish' | 'error';

/**
 * The status a step shows: its own when given, otherwise by its place: steps before `current`
 * are finished, the current one has `currentStatus`, the ones after wait.
 */
export function statusOf(
  index: number,
  current: number,
  currentStatus: StepStatus,
  own?: StepStatus,
): StepStatus {
  if (own) return own;
  if (index < current) return 'finish';
  return index === current ? currentStatus : 'wait';
}
