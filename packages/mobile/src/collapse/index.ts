import { Collapse as CollapseBase } from './Collapse';
import { CollapsePanel } from './CollapsePanel';

export type { CollapseActiveKey } from './activeKeys';
export type { CollapseProps, CollapseRef } from './Collapse';
export type { CollapsePanelProps } from './CollapsePanel';
export { CollapsePanel };

/** Sections that open and close under their headers; `Collapse.Panel` is one section. */
export const Collapse = /* @__PURE__ */ Object.assign(CollapseBase, { Panel: CollapsePanel });
