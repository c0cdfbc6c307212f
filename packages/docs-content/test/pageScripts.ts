/** The modules a built page starts once it has painted: its entry and the preloads beside it. */
export function pageScripts(html: string): { entry: string; preload: string[] } {
  const boot = html.match(/<script data-entry="([^"]+)"(?: data-preload="([^"]+)")?>/);
  if (!boot) throw new Error('The page has no boot script.');
  return { entry: boot[1]!, preload: boot[2]?.split(' ') ?? [] };
}
