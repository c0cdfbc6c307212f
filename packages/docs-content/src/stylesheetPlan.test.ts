import { describe, expect, it } from 'vitest';
import { planStylesheets, type StyledChunk } from './stylesheetPlan';

const chunk = (file: string, parts: Partial<Omit<StyledChunk, 'file'>> = {}): StyledChunk => ({
  file,
  isEntry: false,
  imports: [],
  dynamicImports: [],
  css: [],
  ...parts,
});

// entry ─static→ vendor (React, shared by all)
//       ─lazy→ page-a ─lazy→ demo-a ─static→ button, dialog ─static→ button
//       ─lazy→ page-b ─lazy→ demo-b ─static→ button
//       ─lazy→ search (a theme part loaded later)
const site: StyledChunk[] = [
  chunk('entry.js', {
    isEntry: true,
    imports: ['vendor.js'],
    dynamicImports: ['page-a.js', 'page-b.js', 'search.js'],
    css: ['theme.css'],
  }),
  chunk('vendor.js'),
  chunk('search.js', { css: ['search.css'] }),
  chunk('page-a.js', { imports: ['vendor.js'], dynamicImports: ['demo-a.js'] }),
  chunk('page-b.js', { imports: ['vendor.js'], dynamicImports: ['demo-b.js'] }),
  chunk('demo-a.js', { imports: ['vendor.js', 'dialog.js', 'button.js', 'entry.js'] }),
  chunk('demo-b.js', { imports: ['button.js', 'entry.js'], css: ['demo-b.css'] }),
  chunk('dialog.js', { imports: ['button.js'], css: ['dialog.css'] }),
  chunk('button.js', { css: ['button.css'] }),
];
const demos = new Set(['demo-a.js', 'demo-b.js']);

describe('planStylesheets', () => {
  const plan = planStylesheets(site, demos);

  it('gives the theme what the entry reaches without a demo, lazy parts included', () => {
    expect(plan.theme).toEqual(['theme.css', 'search.css']);
  });

  it.each([
    { demos: ['demo-a.js'], css: ['button.css', 'dialog.css'] },
    { demos: ['demo-b.js'], css: ['button.css', 'demo-b.css'] },
    { demos: ['demo-b.js', 'demo-a.js'], css: ['button.css', 'dialog.css', 'demo-b.css'] },
    { demos: [], css: [] },
    { demos: ['missing.js'], css: [] },
  ])('gives demos $demos the CSS they reach and the theme lacks: $css', (row) => {
    expect(plan.demoCss(row.demos)).toEqual(row.css);
  });

  it('puts a component after the ones it imports, whatever order a page names them in', () => {
    // dialog.js imports button.js: a Dialog may restyle the Button inside it.
    const css = plan.demoCss(['demo-a.js']);
    expect(css.indexOf('button.css')).toBeLessThan(css.indexOf('dialog.css'));
  });

  it('fails on a bundle without an entry chunk', () => {
    expect(() => planStylesheets([chunk('a.js')], new Set())).toThrow(/no entry chunk/);
  });
});
