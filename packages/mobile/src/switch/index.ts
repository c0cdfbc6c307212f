export { Switch, type SwitchProps, type SwitchRef } from './Switch';
