import { expectNoAxeViolations } from '@tessera/vitest-config/axe';
import { render, screen } from '@testing-library/react';
import { dark, hydrate } from '../test-utils/ssr';
import { Icon } from './Icon';
import { CheckIcon, LeftIcon, LoadingIcon } from './icons';

describe('Icon', () => {
  it('is decorative by default', () => {
    const { container } = render(<CheckIcon />);
    const svg = container.querySelector('svg');
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('becomes a named image with aria-label', () => {
    render(<CheckIcon aria-label="Done" />);
    expect(screen.getByRole('img', { name: 'Done' })).not.toHaveAttribute('aria-hidden');
  });

  it('marks directional icons for mirroring and loading icons for spinning', () => {
    const { container } = render(
      <>
        <LeftIcon />
        <LoadingIcon />
      </>,
    );
    const [left, loading] = Array.from(container.querySelectorAll('svg'));
    expect(left).toHaveAttribute('data-mirror', 'true');
    expect(loading?.getAttribute('class')?.split(' ')).toHaveLength(2);
  });

  it('draws custom shapes passed as children', () => {
    const { container } = render(
      <Icon aria-label="Dot">
        <circle cx="12" cy="12" r="4" />
      </Icon>,
    );
    expect(container.querySelector('circle')).not.toBeNull();
  });

  it('has no axe violations', async () => {
    const { container } = render(
      <p>
        <CheckIcon aria-label="Done" /> Saved <LeftIcon />
      </p>,
    );
    await expectNoAxeViolations(container);
  });

  it('hydrates without mismatches', async () => {
    const { errors, html } = await hydrate(<CheckIcon aria-label="Done" />);
    expect(errors).toEqual([]);
    expect(html).not.toContain('style=');
  });

  it('renders in the dark theme', () => {
    render(dark(<CheckIcon aria-label="Dark" />));
    expect(screen.getByRole('img', { name: 'Dark' })).toBeInTheDocument();
  });
});
