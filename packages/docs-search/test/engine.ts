import { createSearchEngine } from '../src/search';
import { pages } from './pages';

/** The search engine over the test site, shared by the tests that query it. */
export const engine = createSearchEngine(pages);
