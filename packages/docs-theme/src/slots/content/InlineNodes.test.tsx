import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import type { InlineNode } from '../../types';
import { InlineNodes } from './InlineNodes';

declare global {
  interface Window {
    __injected?: boolean;
  }
}

function renderNodes(nodes: InlineNode[]) {
  const router = createMemoryRouter([
    {
      path: '*',
      element: (
        <p data-testid="text">
          <InlineNodes nodes={nodes} />
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

describe('InlineNodes', () => {
  it('renders code, emphasis, strong emphasis and links as elements', () => {
    const text = renderNodes([
      'Loading while ',
      { kind: 'code', text: 'onClick' },
      ' is ',
      { kind: 'em', children: ['pending'] },
      '; see ',
      {
        kind: 'strong',
        children: [{ kind: 'link', href: '/components/tm-popup', children: ['Popup'] }],
      },
      ', ',
      { kind: 'link', href: '#props', children: ['the props'] },
      ' or ',
      { kind: 'link', href: 'https://example.com/spec', children: ['the spec'] },
      '.',
    ]);
    expect(screen.getByText('onClick').tagName).toBe('CODE');
    expect(screen.getByText('pending').tagName).toBe('EM');
    const popup = screen.getByRole('link', { name: 'Popup' });
    expect(popup).toHaveAttribute('href', '/components/tm-popup');
    expect(popup.parentElement?.tagName).toBe('STRONG');
    expect(screen.getByRole('link', { name: 'the props' })).toHaveAttribute('href', '#props');
    const external = screen.getByRole('link', { name: 'the spec' });
    expect(external).toHaveAttribute('href', 'https://example.com/spec');
    expect(external).toHaveAttribute('rel', 'noopener noreferrer');
    expect(text.textContent).toBe(
      'Loading while onClick is pending; see Popup, the props or the spec.',
    );
  });

  it.each([
    '<img src=x onerror="window.__injected=true">',
    '<script>window.__injected=true</script>',
    '<svg onload="window.__injected=true"></svg>',
    '<b>bold</b>&amp;',
  ])('shows %s as text, never as markup', (source) => {
    const text = renderNodes(['Shown: ', source, { kind: 'code', text: source }]);
    expect(text.querySelector('img, script, svg, b')).toBeNull();
    expect(window.__injected).toBeUndefined();
    expect(text.textContent).toBe(`Shown: ${source}${source}`);
  });
});
