export { defineConfig, type DocsConfig } from './config';
export { buildSite } from './build';
export { docs } from './plugin';
export { serve } from './serve';
export { ContentError, ContentErrors } from './errors';
