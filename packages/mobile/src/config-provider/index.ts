export { ConfigProvider, type ConfigProviderProps } from './ConfigProvider';
export { type ConfigValue, type ThemeName } from './configContext';
export { useConfig } from './useConfig';
