import { expectNoAxeViolations } from '@tessera/vitest-config/axe';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { dark, hydrate } from './ssr';

/**
 * The checks every component shares: no axe violations, clean hydration without style
 * attributes, and the dark theme applied. `element` should render with default props.
 */
export function describeBasics(name: string, element: () => ReactElement) {
  describe(`${name} basics`, () => {
    it('has no axe violations', async () => {
      const { container } = render(<main>{element()}</main>);
      await expectNoAxeViolations(container);
    });

    it('hydrates without mismatches and without style attributes', async () => {
      const { errors, html } = await hydrate(element());
      expect(errors).toEqual([]);
      expect(html).not.toContain('style=');
    });

    it('renders in the dark theme', () => {
      const { container } = render(dark(element()));
      expect(container.querySelector('[data-theme="dark"]')?.firstElementChild).not.toBeNull();
    });
  });
}
