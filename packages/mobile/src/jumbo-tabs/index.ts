export { JumboTab, JumboTabs, type JumboTabProps, type JumboTabsProps } from './JumboTabs';
