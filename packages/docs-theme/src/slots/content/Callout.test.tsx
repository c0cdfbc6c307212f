import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setLocale } from '../../i18n/localeStore';
import { Callout } from './Callout';

afterEach(() => act(() => setLocale('en-US')));

describe('Callout', () => {
  it('is a complementary landmark named by the type in the interface language', async () => {
    render(
      <Callout type="warning">
        <p>Mind the gap.</p>
      </Callout>,
    );
    const aside = screen.getByRole('complementary', { name: 'Warning' });
    expect(aside).toHaveTextContent('Mind the gap.');
    act(() => setLocale('zh-CN'));
    expect(await screen.findByRole('complementary', { name: '警告' })).toBe(aside);
  });

  it("uses the author's title, as text", () => {
    render(<Callout type="tip" title="<b>Careful</b>" />);
    expect(screen.getByRole('complementary', { name: '<b>Careful</b>' })).toBeInTheDocument();
    expect(document.querySelector('b')).toBeNull();
  });

  it.each(['info', 'note', 'tip', 'success', 'important', 'warning', 'caution', 'error'] as const)(
    'names a %s callout',
    (type) => {
      render(<Callout type={type} />);
      expect(screen.getByRole('complementary').getAttribute('aria-labelledby')).toBeTruthy();
      expect(screen.getByRole('complementary')).toHaveAccessibleName(/\S/);
    },
  );
});
