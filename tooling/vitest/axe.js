import axe from 'axe-core';

/**
 * Runs axe on a rendered container and throws with a readable list of violations.
 * Colour contrast is left to the browser crawl: jsdom computes no styles.
 */
export async function expectNoAxeViolations(container) {
  const result = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
  if (result.violations.length > 0) {
    const lines = result.violations.map(
      (v) => `${v.id}: ${v.help}\n  ${v.nodes.map((n) => n.html).join('\n  ')}`,
    );
    throw new Error(`axe found ${result.violations.length} violation(s):\n${lines.join('\n')}`);
  }
}
