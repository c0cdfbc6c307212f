export { vars } from './light.css';
export { darkThemeClass, compactThemeClass } from './themes.css';
