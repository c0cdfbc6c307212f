export { NavBar, type NavBarProps, type NavBarRef } from './NavBar';
