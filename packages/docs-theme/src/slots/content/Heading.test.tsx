import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectNoAxeViolations } from '@tessera/vitest-config/axe';
import { describe, expect, it, vi } from 'vitest';
import { AppDataContext } from '../../app/AppDataContext';
import type { AppData } from '../../types';
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

  it("shows the page's subtitle in its title, named with it, in the subtitle's own language", async () => {
    const data = { site: { title: 'Acme', version: '1.0.0', subtitleLang: 'zh-CN' } } as AppData;
    const { container } = render(
      <AppDataContext.Provider value={data}>
        <main>
          <Heading depth={1} id="button" subtitle="按钮">
            Button
          </Heading>
        </main>
      </AppDataContext.Provider>,
    );
    const title = screen.getByRole('heading', { level: 1, name: 'Button 按钮' });
    expect(title).toHaveAttribute('id', 'button');
    expect(title).not.toHaveAttribute('lang');
    expect(screen.getByText('按钮')).toHaveAttribute('lang', 'zh-CN');
    expect(screen.queryByRole('link')).toBeNull();
    await expectNoAxeViolations(container);
  });

  it('leaves the subtitle in the page language when the site names no other', () => {
    render(
      <Heading depth={1} id="button" subtitle="Tap to act">
        Button
      </Heading>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Button Tap to act' })).toBeVisible();
    expect(screen.getByText('Tap to act')).not.toHaveAttribute('lang');
  });
});
