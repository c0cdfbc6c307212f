import { expectNoAxeViolations } from '@tessera/vitest-config/axe';
import { render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { dark, hydrate } from '../test-utils/ssr';
import { Box } from './Box';

describe('Box', () => {
  it('renders the element given by `as`, with its semantics', () => {
    render(
      <Box as="nav" aria-label="Main" padding="m">
        links
      </Box>,
    );
    expect(screen.getByRole('navigation', { name: 'Main' })).toHaveTextContent('links');
  });

  it('forwards its ref and passes through className and data attributes', () => {
    const ref = createRef<HTMLElement>();
    render(
      <Box
        ref={ref}
        className="card"
        data-testid="box"
        background="default"
        radius="m"
        safeArea="bottom"
      >
        x
      </Box>,
    );
    expect(ref.current).toBe(screen.getByTestId('box'));
    expect(ref.current).toHaveClass('card');
  });

  it('applies padding through classes, never a style attribute', () => {
    render(
      <Box data-testid="box" padding="l" paddingX="s">
        x
      </Box>,
    );
    const box = screen.getByTestId('box');
    expect(box).not.toHaveAttribute('style');
    expect(box.classList.length).toBeGreaterThanOrEqual(3);
  });

  it('has no axe violations', async () => {
    const { container } = render(
      <Box as="section" aria-label="Profile" padding="m">
        Hello
      </Box>,
    );
    await expectNoAxeViolations(container);
  });

  it('hydrates without mismatches', async () => {
    const { errors, html } = await hydrate(<Box padding="m">Server</Box>);
    expect(errors).toEqual([]);
    expect(html).not.toContain('style=');
  });

  it('renders in the dark theme', () => {
    render(dark(<Box background="default">Dark box</Box>));
    expect(screen.getByText('Dark box').closest('[data-theme="dark"]')).not.toBeNull();
  });
});
