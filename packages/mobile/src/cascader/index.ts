import { Cascader as CascaderComponent } from './Cascader';
import { prompt } from './cascaderPrompt';

export type { CascaderProps } from './Cascader';
export type { CascaderPromptProps } from './cascaderPrompt';
export {
  CascaderView,
  type CascaderBaseProps,
  type CascaderExtend,
  type CascaderViewProps,
} from './CascaderView';
export type { CascaderFieldNames, CascaderOption, CascaderValue } from './cascaderTree';
export {
  optionsFromList,
  type CascaderListConfig,
  type CascaderListOption,
} from './optionsFromList';

/** Cascader component with `Cascader.prompt`, which resolves with the confirmed values or `null`. */
export const Cascader = /* @__PURE__ */ Object.assign(CascaderComponent, { prompt });
