import { expectNoAxeViolations } from '@tessera/vitest-config/axe';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfigProvider } from '../config-provider/ConfigProvider';
import { dark, hydrate } from '../test-utils/ssr';
import { Mask } from './Mask';

describe('Mask', () => {
  it('is hidden from assistive technology and reports taps on itself', async () => {
    const onMaskClick = vi.fn();
    render(<Mask visible onMaskClick={onMaskClick} data-testid="mask" />);
    const mask = screen.getByTestId('mask');
    expect(mask).toHaveAttribute('aria-hidden', 'true');
    expect(mask).not.toHaveAttribute('tabindex');
    await userEvent.click(mask);
    expect(onMaskClick).toHaveBeenCalledTimes(1);
  });

  it('does not report taps on its content', async () => {
    const onMaskClick = vi.fn();
    render(
      <Mask visible onMaskClick={onMaskClick}>
        <button type="button">Inside</button>
      </Mask>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Inside' }));
    expect(onMaskClick).not.toHaveBeenCalled();
  });

  it('does not report a tap that began elsewhere and ends on it', async () => {
    const onMaskClick = vi.fn();
    render(
      <Mask visible onMaskClick={onMaskClick} data-testid="mask">
        <button type="button">Inside</button>
      </Mask>,
    );
    const mask = screen.getByTestId('mask');
    // A press that began in the content and ends on the mask.
    await userEvent.pointer([
      { keys: '[MouseLeft>]', target: screen.getByRole('button', { name: 'Inside' }) },
      { target: mask },
      { keys: '[/MouseLeft]', target: mask },
    ]);
    // The finger of a long press that opened the overlay lifts onto the mask: its click comes
    // without a press on the mask.
    fireEvent.click(mask);
    expect(onMaskClick).not.toHaveBeenCalled();
    await userEvent.click(mask);
    expect(onMaskClick).toHaveBeenCalledTimes(1);
  });

  it('locks the scroll of its container while visible and releases it after', async () => {
    const frame = document.createElement('div');
    document.body.appendChild(frame);
    const { rerender } = render(
      <ConfigProvider getContainer={() => frame}>
        <Mask visible data-testid="mask" />
      </ConfigProvider>,
    );
    expect(frame).toContainElement(screen.getByTestId('mask'));
    expect(frame.style.overflow).toBe('hidden');
    expect(document.body.style.overflow).toBe('');
    rerender(
      <ConfigProvider getContainer={() => frame}>
        <Mask visible={false} data-testid="mask" />
      </ConfigProvider>,
    );
    expect(frame.style.overflow).toBe('');
    frame.remove();
  });

  it('keeps the page locked until the last of two stacked masks closes', () => {
    const { rerender } = render(
      <>
        <Mask visible />
        <Mask visible />
      </>,
    );
    expect(document.body.style.overflow).toBe('hidden');
    rerender(
      <>
        <Mask visible />
        <Mask visible={false} />
      </>,
    );
    expect(document.body.style.overflow).toBe('hidden');
    rerender(
      <>
        <Mask visible={false} />
        <Mask visible={false} />
      </>,
    );
    expect(document.body.style.overflow).toBe('');
  });

  it('calls afterClose and unmounts with destroyOnClose', async () => {
    const afterClose = vi.fn();
    const { rerender } = render(
      <Mask visible destroyOnClose afterClose={afterClose} data-testid="mask" />,
    );
    rerender(<Mask visible={false} destroyOnClose afterClose={afterClose} data-testid="mask" />);
    await waitFor(() => expect(afterClose).toHaveBeenCalledTimes(1));
    expect(screen.queryByTestId('mask')).toBeNull();
  });

  it('has no axe violations', async () => {
    const { baseElement } = render(<Mask visible />);
    await expectNoAxeViolations(baseElement);
  });

  it('renders nothing on the server, so hydration is clean', async () => {
    const { errors, html } = await hydrate(<Mask visible />);
    expect(errors).toEqual([]);
    expect(html).toBe('');
  });

  it('carries the dark theme into its portal', () => {
    render(dark(<Mask visible data-testid="mask" />));
    expect(screen.getByTestId('mask').closest('[data-tm-portal]')).toHaveAttribute(
      'data-theme',
      'dark',
    );
  });
});
