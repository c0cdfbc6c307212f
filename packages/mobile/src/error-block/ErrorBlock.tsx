import {
  BoxIllustration,
  BusyIllustration,
  DisconnectedIllustration,
  ErrorIllustration,
} from '../internal/illustrations';
import { createErrorBlock } from './createErrorBlock';

/** A page or section that failed to load: what happened, and a way forward. */
export const ErrorBlock = /* @__PURE__ */ createErrorBlock({
  default: <ErrorIllustration />,
  busy: <BusyIllustration />,
  disconnected: <DisconnectedIllustration />,
  empty: <BoxIllustration />,
});
