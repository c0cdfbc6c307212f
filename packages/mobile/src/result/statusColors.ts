import { vars } from '../theme/light.css';
import type { ResultStatus } from './resultStatus';

// Read only by the style files, so it is compiled away with them and never ships as JavaScript.
export const statusColors = {
  success: vars.color.success,
  error: vars.color.danger,
  info: vars.color.primary,
  waiting: vars.color.primary,
  warning: vars.color.warning,
} satisfies Record<ResultStatus, string>;
