import { Radio as RadioBase } from './Radio';
import { RadioGroup } from './RadioGroup';

export type { RadioProps, RadioRef } from './Radio';
export type { RadioGroupProps } from './RadioGroup';
export type { RadioValue } from './radioContext';
export { RadioGroup };

/** One choice of several; `Radio.Group` holds the value and the arrow-key navigation. */
export const Radio = /* @__PURE__ */ Object.assign(RadioBase, { Group: RadioGroup });
