export { TabBar, TabBarItem, type TabBarItemProps, type TabBarProps } from './TabBar';
