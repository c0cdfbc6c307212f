import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Heading } from './Heading';

describe('Heading', () => {
  it('is named by its text alone and links to its section by keyboard, copying the address', async () => {
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    render(
      <Heading depth={2} id="snap-points">
        Snap points
      </Heading>,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Snap points' })).toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'Link to this section' });
    expect(link).toHaveAttribute('href', '#snap-points');

    await user.tab();
    expect(link).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(writeText).toHaveBeenCalledWith(new URL('#snap-points', window.location.href).href);
    expect(window.location.hash).toBe('#snap-points');
    expect(screen.getByRole('status')).toHaveTextContent('Link copied');
  });

  it('has no section link without an id, nor on the page title', () => {
    render(
      <>
        <Heading depth={1} id="popup">
          Popup
        </Heading>
        <Heading depth={2}>Untitled</Heading>
      </>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Popup' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Untitled' })).toBeInTheDocument();
    expect(screen.queryByRole('link')).toBeNull();
  });
});
