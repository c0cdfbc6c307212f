export { Selector, type SelectorOption, type SelectorProps } from './Selector';
export type { SelectorFieldNames, SelectorValue } from './selectorOption';
