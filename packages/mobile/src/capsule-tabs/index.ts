export {
  CapsuleTab,
  CapsuleTabs,
  type CapsuleTabProps,
  type CapsuleTabsProps,
} from './CapsuleTabs';
