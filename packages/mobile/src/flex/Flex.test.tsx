import { expectNoAxeViolations } from '@tessera/vitest-config/axe';
import { render, screen } from '@testing-library/react';
import { dark, hydrate } from '../test-utils/ssr';
import { Flex } from './Flex';

describe('Flex', () => {
  it('renders its items in order inside the chosen element', () => {
    render(
      <Flex as="ul" aria-label="Steps" gap="s">
        <Flex.Item as="li">One</Flex.Item>
        <Flex.Item as="li">Two</Flex.Item>
      </Flex>,
    );
    const list = screen.getByRole('list', { name: 'Steps' });
    expect(Array.from(list.children).map((li) => li.textContent)).toEqual(['One', 'Two']);
  });

  it('gives different classes to different spans and clamps spans to 1–24', () => {
    render(
      <Flex wrap gap={['m', 's']}>
        <Flex.Item span={12}>a</Flex.Item>
        <Flex.Item span={8}>b</Flex.Item>
        <Flex.Item span={99}>c</Flex.Item>
        <Flex.Item span={24}>d</Flex.Item>
      </Flex>,
    );
    const [a, b, c, d] = ['a', 'b', 'c', 'd'].map((t) => screen.getByText(t).className);
    expect(a).not.toBe(b);
    expect(c).toBe(d);
  });

  it('sets layout with classes only, so server HTML has no style attribute', async () => {
    const { errors, html } = await hydrate(
      <Flex direction="column" justify="between" align="center" gap="m">
        <Flex.Item flex="fill">x</Flex.Item>
      </Flex>,
    );
    expect(errors).toEqual([]);
    expect(html).not.toContain('style=');
  });

  it('has no axe violations', async () => {
    const { container } = render(
      <Flex gap="s">
        <Flex.Item flex="fill">Left</Flex.Item>
        <Flex.Item flex="none">Right</Flex.Item>
      </Flex>,
    );
    await expectNoAxeViolations(container);
  });

  it('renders in the dark theme', () => {
    render(dark(<Flex>Dark flex</Flex>));
    expect(screen.getByText('Dark flex').closest('[data-theme="dark"]')).not.toBeNull();
  });
});
