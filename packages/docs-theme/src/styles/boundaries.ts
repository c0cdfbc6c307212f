/**
 * Where the theme's element rules stop.
 *
 * A live demo shows the component library's markup, which must look exactly as it does in an
 * app: neither the article's typography nor the theme's global element rules (link colour,
 * focus ring, box sizing, reduced motion) reach into a demo frame, in the page or on the
 * demo's own page. The API table styles itself, so the article's typography stops at it too.
 *
 * Each guard is `:not(:where(… *))`: it adds no specificity, so a class of the library or of
 * a slot still wins, and `:not()` with a complex selector works in every browser the site
 * targets. `@scope (…) to (…)` would say the same, but Firefox has it only since 146 and
 * Safari since 17.4, and a browser without it drops the whole block: the article would lose
 * all its typography there.
 */

/** The element carrying it holds a live demo: the component library's markup only. */
const DEMO_FRAME = 'data-demo-frame';
/** The element carrying it holds an API table, which has its own styles. */
const API_TABLE = 'data-api-table';

/** Appended to a selector: the element is not inside a demo frame. */
export const outsideDemos = `:not(:where([${DEMO_FRAME}] *))`;

/** Appended to a selector: the element is neither inside a demo frame nor an API table. */
export const outsideOwnStyles = `:not(:where([${DEMO_FRAME}] *, [${API_TABLE}] *))`;
