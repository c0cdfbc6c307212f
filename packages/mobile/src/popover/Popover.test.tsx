import { expectNoAxeViolations } from '@tessera/vitest-config/axe';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from '../button/Button';
import { dark, hydrate } from '../test-utils/ssr';
import { Popover } from './index';

describe('Popover', () => {
  it('toggles from its trigger, which reports the expanded state', async () => {
    render(
      <Popover content="Tap to copy">
        <Button>Info</Button>
      </Popover>,
    );
    const trigger = screen.getByRole('button', { name: 'Info' });
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const bubble = screen.getByText('Tap to copy');
    expect(trigger).toHaveAttribute('aria-controls', bubble.id);
    await userEvent.click(trigger);
    await waitFor(() => expect(screen.queryByText('Tap to copy')).not.toBeVisible());
  });

  it('closes on an outside tap and on Escape, giving focus back to the trigger', async () => {
    render(
      <>
        <Popover content="Bubble" defaultVisible>
          <Button>Anchor</Button>
        </Popover>
        <p>Elsewhere</p>
      </>,
    );
    const trigger = screen.getByRole('button', { name: 'Anchor' });
    await userEvent.click(screen.getByText('Elsewhere'));
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(trigger);
    await userEvent.keyboard('{Escape}');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(trigger).toHaveFocus();
  });

  it('Popover.Menu focuses the first item, moves with arrow keys and reports the choice', async () => {
    const onAction = vi.fn();
    render(
      <Popover.Menu
        actions={[
          { key: 'scan', text: 'Scan' },
          { key: 'pay', text: 'Pay', disabled: true },
          { key: 'help', text: 'Help' },
        ]}
        onAction={onAction}
      >
        <Button>More</Button>
      </Popover.Menu>,
    );
    const trigger = screen.getByRole('button', { name: 'More' });
    expect(trigger).toHaveAttribute('aria-haspopup', 'menu');
    await userEvent.click(trigger);
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Scan' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Help' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onAction).toHaveBeenCalledWith(expect.objectContaining({ key: 'help' }));
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(trigger).toHaveFocus();
  });

  it('Popover.Menu gives the focus back to its trigger after a tap on an item', async () => {
    render(
      <Popover.Menu actions={[{ key: 'scan', text: 'Scan' }]}>
        <Button>More</Button>
      </Popover.Menu>,
    );
    const trigger = screen.getByRole('button', { name: 'More' });
    await userEvent.click(trigger);
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Scan' }));
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(trigger).toHaveFocus();
  });

  it('points the trigger at the open dialog, or at the menu of Popover.Menu, never at nothing', async () => {
    const { unmount } = render(
      <Popover content="Tap to copy" destroyOnHide>
        <Button>Info</Button>
      </Popover>,
    );
    const info = screen.getByRole('button', { name: 'Info' });
    expect(info).not.toHaveAttribute('aria-controls');
    await userEvent.click(info);
    expect(document.getElementById(info.getAttribute('aria-controls')!)).toBe(
      screen.getByRole('dialog', { name: 'Info' }),
    );
    unmount();

    render(
      <Popover.Menu actions={[{ key: 'scan', text: 'Scan' }]} destroyOnHide>
        <Button>More</Button>
      </Popover.Menu>,
    );
    const more = screen.getByRole('button', { name: 'More' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    expect(more).not.toHaveAttribute('aria-controls');
    await userEvent.click(more);
    expect(more).toHaveAttribute('aria-expanded', 'true');
    expect(more).toHaveAttribute('aria-haspopup', 'menu');
    expect(document.getElementById(more.getAttribute('aria-controls')!)).toBe(
      screen.getByRole('menu'),
    );
    await userEvent.keyboard('{Escape}');
    expect(more).not.toHaveAttribute('aria-controls');
  });

  it('names no controlled element before hydration has rendered the bubble', async () => {
    const { html, container } = await hydrate(
      <Popover.Menu actions={[{ key: 'scan', text: 'Scan' }]} defaultVisible>
        <Button>More</Button>
      </Popover.Menu>,
      { keepMounted: true },
    );
    expect(html).not.toContain('aria-controls');
    const trigger = within(container).getByRole('button', { name: 'More' });
    expect(document.getElementById(trigger.getAttribute('aria-controls')!)).toBe(
      screen.getByRole('menu'),
    );
  });

  it('is a dialog named by its trigger, or by its own label; Popover.Menu is a menu', async () => {
    const { unmount } = render(
      <>
        <Popover content="Tap to copy" defaultVisible>
          <Button>Info</Button>
        </Popover>
        <Popover content="Ships in a day" defaultVisible aria-label="Delivery details">
          <Button>Delivery</Button>
        </Popover>
      </>,
    );
    expect(screen.getByRole('button', { name: 'Info' })).toHaveAttribute('aria-haspopup', 'dialog');
    expect(screen.getByRole('dialog', { name: 'Info' })).toHaveTextContent('Tap to copy');
    expect(screen.getByRole('dialog', { name: 'Delivery details' })).toHaveTextContent(
      'Ships in a day',
    );
    unmount();

    render(
      <Popover.Menu actions={[{ key: 'scan', text: 'Scan' }]} defaultVisible>
        <Button>More</Button>
      </Popover.Menu>,
    );
    expect(screen.getByRole('button', { name: 'More' })).toHaveAttribute('aria-haspopup', 'menu');
    expect(screen.getByRole('menu')).toContainElement(screen.getByRole('menuitem'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('has no axe violations when open inside the page landmark', async () => {
    // A popover is not modal, so it must live inside a landmark like the rest of the page.
    const main = document.createElement('main');
    document.body.appendChild(main);
    const { baseElement } = render(
      <Popover content="Hint" defaultVisible getContainer={() => main}>
        <Button>Hint</Button>
      </Popover>,
      { container: main },
    );
    await expectNoAxeViolations(baseElement);
    main.remove();
  });

  it('hydrates cleanly when open at first render', async () => {
    const { errors } = await hydrate(
      <Popover content="Server" defaultVisible>
        <Button>Anchor</Button>
      </Popover>,
    );
    expect(errors).toEqual([]);
  });

  it('renders in the dark theme', () => {
    render(
      dark(
        <Popover content="Dark bubble" defaultVisible mode="dark">
          <Button>Anchor</Button>
        </Popover>,
      ),
    );
    expect(screen.getByText('Dark bubble').closest('[data-tm-portal]')).toHaveAttribute(
      'data-theme',
      'dark',
    );
  });
});
