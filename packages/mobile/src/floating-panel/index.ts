export { FloatingPanel, type FloatingPanelProps, type FloatingPanelRef } from './FloatingPanel';
