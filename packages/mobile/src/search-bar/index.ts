export { SearchBar, type SearchBarProps, type SearchBarRef } from './SearchBar';
