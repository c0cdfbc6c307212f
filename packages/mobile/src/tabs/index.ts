export { Tab, type TabProps } from './Tab';
export { Tabs, type TabsProps } from './Tabs';
