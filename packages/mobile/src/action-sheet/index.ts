import { ActionSheet as ActionSheetComponent } from './ActionSheet';
import { show } from './actionSheetMethods';

export type { Action, ActionSheetProps } from './ActionSheet';
export type { ActionSheetShowProps } from './actionSheetMethods';

/** ActionSheet component with `ActionSheet.show`. */
export const ActionSheet = /* @__PURE__ */ Object.assign(ActionSheetComponent, { show });
