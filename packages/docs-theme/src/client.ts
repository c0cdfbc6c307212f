export { startClient } from './app/entryClient';
