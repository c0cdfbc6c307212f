import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { setLocale } from '../../i18n/localeStore';
import { OutlineMenu } from './TocMenu';

afterEach(() => act(() => setLocale('en-US')));

const entries = [
  { id: 'basic-usage', depth: 2, title: 'Basic usage' },
  { id: 'sizes', depth: 3, title: 'Sizes' },
  { id: 'api', depth: 2, title: 'API' },
];

function renderMenu() {
  render(
    <>
      <OutlineMenu entries={entries} besideFrom="toc" />
      <p>Outside</p>
    </>,
  );
  return screen.getByRole('button', { name: 'On this page' });
}

describe('OutlineMenu', () => {
  it('opens and closes its list of sections from the keyboard, saying whether it is open', async () => {
    const user = userEvent.setup();
    const button = renderMenu();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link')).toBeNull();

    await user.tab();
    expect(button).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const links = screen.getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '#basic-usage',
      '#sizes',
      '#api',
    ]);
    expect(document.getElementById(button.getAttribute('aria-controls')!)).toBeVisible();

    await user.keyboard(' ');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('closes when a section is chosen', async () => {
    const user = userEvent.setup();
    const button = renderMenu();
    await user.click(button);
    await user.tab();
    expect(screen.getByRole('link', { name: 'Basic usage' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes on Escape, giving focus back to the button', async () => {
    const user = userEvent.setup();
    const button = renderMenu();
    await user.click(button);
    await user.tab();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Sizes' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });

  it('closes on a press outside it, and stays open on a press inside', async () => {
    const user = userEvent.setup();
    const button = renderMenu();
    await user.click(button);
    await user.pointer({ keys: '[MouseLeft]', target: screen.getByRole('list') });
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByText('Outside'));
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('is named in the interface language', async () => {
    renderMenu();
    act(() => setLocale('zh-CN'));
    expect(await screen.findByRole('button', { name: '本页目录' })).toBeInTheDocument();
  });
});
