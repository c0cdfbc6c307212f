import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { InlineMarkdown } from './InlineMarkdown';

declare global {
  interface Window {
    __injected?: boolean;
  }
}

function renderText(text: string) {
  const router = createMemoryRouter([
    {
      path: '*',
      element: (
        <p data-testid="text">
          <InlineMarkdown text={text} />
        </p>
      ),
    },
  ]);
  render(<RouterProvider router={router} />);
  return screen.getByTestId('text');
}

afterEach(() => {
  delete window.__injected;
});

describe('InlineMarkdown', () => {
  it('renders inline code, emphasis and links as elements', () => {
    const text = renderText(
      'Loading while `onClick` is *pending*; see **[Popup](/components/tm-popup)** or [the spec](https://example.com/spec).',
    );
    expect(screen.getByText('onClick').tagName).toBe('CODE');
    expect(screen.getByText('pending').tagName).toBe('EM');
    expect(screen.getByRole('link', { name: 'Popup' })).toHaveAttribute(
      'href',
      '/components/tm-popup',
    );
    const external = screen.getByRole('link', { name: 'the spec' });
    expect(external).toHaveAttribute('href', 'https://example.com/spec');
    expect(external).toHaveAttribute('rel', 'noopener noreferrer');
    expect(text.textContent).toBe('Loading while onClick is pending; see Popup or the spec.');
    expect(text.textContent).not.toContain('`');
  });

  it.each([
    '<img src=x onerror="window.__injected=true">',
    '<script>window.__injected=true</script>',
    '`<img src=x onerror="window.__injected=true">`',
    '<svg onload="window.__injected=true"></svg>',
    '&lt;b&gt;entity&amp;',
    '[x](javascript:window.__injected=true)',
  ])('shows %s as text, never as markup', (source) => {
    const text = renderText(source);
    expect(text.querySelector('img, script, svg, b')).toBeNull();
    expect(text.querySelector('a[href^="javascript"]')).toBeNull();
    expect(window.__injected).toBeUndefined();
    expect(text.textContent).toContain(
      source.includes('javascript:') ? 'x' : source.replace(/`/g, ''),
    );
  });
});
