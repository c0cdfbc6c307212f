export { Empty, type EmptyPreset, type EmptyProps } from './Empty';
