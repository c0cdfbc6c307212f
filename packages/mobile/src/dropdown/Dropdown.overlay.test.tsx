import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Dropdown, type DropdownProps } from './index';

/** A menu whose panel holds a text field, to see whether the panel kept its state. */
function Notes(props: Partial<DropdownProps>) {
  return (
    <Dropdown {...props}>
      <Dropdown.Item key="notes" title="Notes">
        <input aria-label="Note" />
      </Dropdown.Item>
    </Dropdown>
  );
}

const open = () => userEvent.click(screen.getByRole('button', { name: 'Notes' }));
const closed = () =>
  waitFor(() => expect(screen.queryByRole('dialog', { name: 'Notes' })).toBeNull());

describe('Dropdown panels and their container', () => {
  it('keeps a closed panel and what it holds, unless destroyOnClose removes it', async () => {
    const { unmount } = render(<Notes />);
    await open();
    await userEvent.type(screen.getByRole('textbox', { name: 'Note' }), 'ring first');
    await userEvent.keyboard('{Escape}');
    await closed();
    await open();
    expect(screen.getByRole('textbox', { name: 'Note' })).toHaveValue('ring first');
    unmount();

    render(<Notes destroyOnClose />);
    await open();
    await userEvent.type(screen.getByRole('textbox', { name: 'Note' }), 'ring first');
    await userEvent.keyboard('{Escape}');
    await closed();
    expect(screen.queryByRole('textbox', { hidden: true })).toBeNull();
    await open();
    expect(screen.getByRole('textbox', { name: 'Note' })).toHaveValue('');
  });

  it('renders the panel hidden before the first opening with forceRender', () => {
    render(<Notes forceRender />);
    expect(screen.getByRole('textbox', { hidden: true })).not.toBeVisible();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('portals into the given container and locks its scroll, not the body', async () => {
    const frame = document.createElement('div');
    document.body.appendChild(frame);
    render(<Notes getContainer={() => frame} />);
    await open();
    expect(frame).toContainElement(screen.getByRole('dialog', { name: 'Notes' }));
    expect(frame.style.overflow).toBe('hidden');
    expect(document.body.style.overflow).toBe('');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(frame.style.overflow).toBe(''));
    frame.remove();
  });

  it('leaves the page scrollable with disableBodyScroll off', async () => {
    render(<Notes disableBodyScroll={false} />);
    await open();
    expect(screen.getByRole('dialog', { name: 'Notes' })).toBeVisible();
    expect(document.body.style.overflow).toBe('');
  });

  it.each([
    ['down', '548px'],
    ['up', '500px'],
  ] as const)('opening %s, meets the bar at its edge (%s)', async (direction, edge) => {
    // jsdom has no layout: the bar spans 500 to 548 px, everything else sits at the top.
    const measure = vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect');
    onTestFinished(() => measure.mockRestore());
    measure.mockImplementation(function (this: HTMLElement) {
      const bar = this.querySelector('[aria-haspopup]') !== null;
      return DOMRect.fromRect({ x: 0, y: bar ? 500 : 0, width: 375, height: bar ? 48 : 0 });
    });
    render(<Notes direction={direction} />);
    await open();
    const layer = screen.getByRole('dialog', { name: 'Notes' }).closest('[data-direction]');
    expect((layer as HTMLElement).style.getPropertyValue('--tm-dropdown-top')).toBe(edge);
  });
});
