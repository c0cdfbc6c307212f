export { ConfigProvider, type ConfigProviderProps } from './ConfigProvider';
export { useConfig, type ConfigValue, type ThemeName } from './configContext';
