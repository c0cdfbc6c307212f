export { renderPage, type RenderedPage } from './app/entryServer';
