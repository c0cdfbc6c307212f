/** The state a prerendered page hands to the browser, in a JSON script element. */
export interface PageState {
  /** The page was rendered as the not-found page (404.html serves any unknown address). */
  notFound: boolean;
  /** The address the page was rendered for; another address means the markup is not its own. */
  path: string;
  /** The page's route loader data, when it has a loader: the browser does not ask again. */
  loaderData?: unknown;
  /**
   * A demo opened alone: its id and the file of its entry module, so the document loads it
   * directly rather than through the index of every demo of the site.
   */
  demoEntry?: { id: string; file: string };
}

export const PAGE_STATE_ID = '__TESSERA_DOCS_STATE__';
