import { expectNoAxeViolations } from '@tessera/vitest-config/axe';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { dark, hydrate } from '../test-utils/ssr';
import { Button } from './Button';
import { buttonColors, buttonFills } from './buttonVariants';

describe('Button', () => {
  it('calls onClick when tapped', async () => {
    const onClick = vi.fn();
    render(<Button onClick={onClick}>Save</Button>);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('is a plain button by default so it does not submit forms by accident', () => {
    render(<Button>Go</Button>);
    expect(screen.getByRole('button')).toHaveAttribute('type', 'button');
  });

  it('submits its form with type="submit"', async () => {
    const onSubmit = vi.fn((event: SubmitEvent) => event.preventDefault());
    render(
      <form onSubmit={(e) => onSubmit(e.nativeEvent as SubmitEvent)}>
        <Button type="submit">Send</Button>
      </form>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('blocks taps and submission when disabled, and stays focusable with aria-disabled', async () => {
    const onClick = vi.fn();
    const onSubmit = vi.fn();
    render(
      <form onSubmit={onSubmit}>
        <Button type="submit" disabled onClick={onClick}>
          Pay
        </Button>
      </form>,
    );
    const button = screen.getByRole('button', { name: 'Pay' });
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(button).toHaveAttribute('aria-disabled', 'true');
    button.focus();
    expect(button).toHaveFocus();
  });

  it('shows loading while the Promise from onClick is pending and ignores repeat taps', async () => {
    let resolve: () => void = () => {};
    const onClick = vi.fn(() => new Promise<void>((r) => (resolve = r)));
    render(
      <Button loading="auto" loadingText="Saving" onClick={onClick}>
        Save
      </Button>,
    );
    const button = screen.getByRole('button');
    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveTextContent('Saving');
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
    await act(async () => resolve());
    await vi.waitFor(() => expect(button).not.toHaveAttribute('aria-busy'));
    expect(button).toHaveTextContent('Save');
  });

  it('renders a link when given href, and a focusable link without href when disabled', async () => {
    const { rerender } = render(<Button href="/docs">Docs</Button>);
    expect(screen.getByRole('link', { name: 'Docs' })).toHaveAttribute('href', '/docs');
    rerender(
      <Button href="/docs" disabled>
        Docs
      </Button>,
    );
    const link = screen.getByRole('link', { name: 'Docs' });
    expect(link).not.toHaveAttribute('href');
    expect(link).toHaveAttribute('aria-disabled', 'true');
    await userEvent.tab();
    expect(link).toHaveFocus();
  });

  it.each(buttonFills.flatMap((fill) => buttonColors.map((color) => [fill, color] as const)))(
    'renders fill %s with colour %s without a style attribute',
    (fill, color) => {
      render(
        <Button fill={fill} color={color}>
          {`${fill} ${color}`}
        </Button>,
      );
      expect(screen.getByRole('button')).not.toHaveAttribute('style');
    },
  );

  it('passes through className, data-* and aria-* but not unknown props', () => {
    render(
      <Button className="extra" data-testid="b" aria-describedby="hint">
        Ok
      </Button>,
    );
    const button = screen.getByTestId('b');
    expect(button).toHaveClass('extra');
    expect(button).toHaveAttribute('aria-describedby', 'hint');
  });

  it('has no axe violations', async () => {
    const { container } = render(
      <>
        <Button color="primary">Primary</Button>
        <Button loading>Loading</Button>
        <Button disabled>Disabled</Button>
      </>,
    );
    await expectNoAxeViolations(container);
  });

  it('hydrates server HTML without mismatches and without style attributes', async () => {
    const { errors, html } = await hydrate(<Button color="primary">Hydrated</Button>);
    expect(errors).toEqual([]);
    expect(html).not.toContain('style=');
  });

  it('renders in the dark theme', () => {
    render(dark(<Button color="primary">Night</Button>));
    expect(
      screen.getByRole('button', { name: 'Night' }).closest('[data-theme="dark"]'),
    ).not.toBeNull();
  });
});
