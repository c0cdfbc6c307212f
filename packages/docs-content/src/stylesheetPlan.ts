/** A chunk of the browser bundle as far as its CSS goes. */
export interface StyledChunk {
  file: string;
  isEntry: boolean;
  imports: readonly string[];
  dynamicImports: readonly string[];
  /** The CSS files the bundler extracted from this chunk's modules, in its order. */
  css: readonly string[];
}

interface StylesheetPlan {
  /**
   * The CSS every page holds, in cascade order: what the entry reaches, statically or lazily,
   * without going through a demo (the theme's styles, the site's slots, anything they import).
   */
  theme: string[];
  /**
   * The CSS the given demo chunks reach and the theme does not, in cascade order: the
   * library's styles for those demos.
   */
  demoCss: (demoChunks: readonly string[]) => string[];
}

/**
 * Works out which CSS a page needs from the bundle's chunk graph. Cascade order is one order
 * for the whole site: a chunk's CSS comes after the CSS of every chunk it imports, so a
 * component that restyles another (by importing it) wins however its pages combine them.
 */
export function planStylesheets(
  chunks: readonly StyledChunk[],
  demoChunks: ReadonlySet<string>,
): StylesheetPlan {
  const byFile = new Map(chunks.map((chunk) => [chunk.file, chunk]));
  const entry = chunks.find((chunk) => chunk.isEntry);
  if (!entry) throw new Error('The browser bundle has no entry chunk.');

  const rank = new Map<string, number>();
  const seen = new Set<string>();
  const place = (file: string) => {
    const chunk = byFile.get(file);
    if (!chunk || seen.has(file)) return;
    seen.add(file);
    chunk.imports.forEach(place);
    for (const css of chunk.css) if (!rank.has(css)) rank.set(css, rank.size);
    chunk.dynamicImports.forEach(place);
  };
  place(entry.file);
  // Chunks nothing reaches from the entry still get a place, after the rest.
  chunks.forEach((chunk) => place(chunk.file));
  const inOrder = (files: Iterable<string>) =>
    [...new Set(files)].sort((a, b) => rank.get(a)! - rank.get(b)!);

  /** Every chunk reachable from `from`, not entering the chunks in `stop`. */
  const reach = (from: readonly string[], stop: ReadonlySet<string>) => {
    const visited = new Set<string>();
    const visit = (file: string) => {
      const chunk = byFile.get(file);
      if (!chunk || visited.has(file) || stop.has(file)) return;
      visited.add(file);
      chunk.imports.forEach(visit);
      chunk.dynamicImports.forEach(visit);
    };
    from.forEach(visit);
    return visited;
  };
  const cssOf = (files: Iterable<string>) => [...files].flatMap((file) => byFile.get(file)!.css);

  const themeChunks = reach([entry.file], demoChunks);
  return {
    theme: inOrder(cssOf(themeChunks)),
    // A demo's chunk imports the theme's (React lives there): the theme's CSS is there already.
    demoCss: (demos) => inOrder(cssOf(reach(demos, themeChunks))),
  };
}
