import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import type { SwipeActionRef } from './SwipeAction';
import { mockRowLayout, Row, rowOf, swipe, trackOf } from './SwipeAction.fixtures';

beforeEach(mockRowLayout);

describe('beforeClose', () => {
  it('keeps the row open until its Promise settles, then closes', async () => {
    let resolve: (value: boolean) => void = () => {};
    const beforeClose = vi.fn(() => new Promise<boolean>((r) => (resolve = r)));
    render(<Row label="Draft" beforeClose={beforeClose} />);
    swipe(trackOf('Draft'), -120);
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(beforeClose).toHaveBeenCalledWith({
      reason: 'action',
      action: expect.objectContaining({ key: 'delete' }),
    });
    expect(rowOf('Draft')).toHaveAttribute('data-state', 'open');
    // A second request while the first is pending does not ask again.
    await userEvent.click(screen.getByRole('button', { name: 'Pin' }));
    expect(beforeClose).toHaveBeenCalledTimes(1);
    await act(async () => resolve(true));
    expect(rowOf('Draft')).toHaveAttribute('data-state', 'closed');
  });

  it('stays open when the guard resolves false or rejects', async () => {
    const beforeClose = vi
      .fn()
      .mockImplementationOnce(() => Promise.resolve(false))
      .mockImplementationOnce(() => Promise.reject(new Error('cancelled')));
    render(
      <>
        <Row label="Draft" beforeClose={beforeClose} />
        <p>Outside</p>
      </>,
    );
    swipe(trackOf('Draft'), -120);
    await act(async () => {
      fireEvent.pointerDown(screen.getByText('Outside'));
    });
    expect(beforeClose).toHaveBeenLastCalledWith({ reason: 'outside' });
    expect(rowOf('Draft')).toHaveAttribute('data-state', 'open');
    await act(async () => {
      fireEvent.pointerDown(screen.getByText('Outside'));
    });
    expect(beforeClose).toHaveBeenCalledTimes(2);
    expect(rowOf('Draft')).toHaveAttribute('data-state', 'open');
  });

  it('springs back open when a swipe shut is vetoed, and closes when allowed', () => {
    const beforeClose = vi.fn().mockReturnValueOnce(false).mockReturnValueOnce(true);
    render(<Row label="Draft" beforeClose={beforeClose} />);
    swipe(trackOf('Draft'), -120);
    swipe(trackOf('Draft'), 120);
    expect(beforeClose).toHaveBeenCalledWith({ reason: 'swipe' });
    expect(rowOf('Draft')).toHaveAttribute('data-state', 'open');
    swipe(trackOf('Draft'), 120);
    expect(rowOf('Draft')).toHaveAttribute('data-state', 'closed');
  });

  it('holds a full swipe open while the guard is pending', async () => {
    let resolve: (value: boolean) => void = () => {};
    const onAction = vi.fn();
    render(
      <Row
        label="Draft"
        fullSwipe
        onAction={onAction}
        beforeClose={() => new Promise<boolean>((r) => (resolve = r))}
      />,
    );
    swipe(trackOf('Draft'), -260);
    expect(onAction).toHaveBeenCalledTimes(1);
    expect(rowOf('Draft')).toHaveAttribute('data-state', 'open');
    await act(async () => resolve(false));
    expect(rowOf('Draft')).toHaveAttribute('data-state', 'open');
    expect(screen.getByRole('button', { name: 'Pin' })).toBeVisible();
  });

  it('keeps a row with a pending guard open while another row opens', async () => {
    let resolve: (value: boolean) => void = () => {};
    render(
      <>
        <Row label="Draft" beforeClose={() => new Promise<boolean>((r) => (resolve = r))} />
        <Row label="Sent" />
      </>,
    );
    swipe(trackOf('Draft'), -120);
    await userEvent.click(screen.getAllByRole('button', { name: 'Delete' })[0]!);
    swipe(trackOf('Sent'), -120);
    expect(rowOf('Draft')).toHaveAttribute('data-state', 'open');
    expect(rowOf('Sent')).toHaveAttribute('data-state', 'open');
    await act(async () => resolve(true));
    expect(rowOf('Draft')).toHaveAttribute('data-state', 'closed');
  });

  it('is not asked when the ref closes the row', () => {
    const ref = createRef<SwipeActionRef>();
    const beforeClose = vi.fn(() => false);
    render(<Row label="Draft" ref={ref} beforeClose={beforeClose} />);
    act(() => ref.current?.show());
    act(() => ref.current?.close());
    expect(beforeClose).not.toHaveBeenCalled();
    expect(rowOf('Draft')).toHaveAttribute('data-state', 'closed');
  });
});
