import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { ApiTable as ApiTableData } from '../../types';
import { ApiTable } from './ApiTable';

// Descriptions as docs-content parses them from the JSDoc.
const table: ApiTableData = {
  component: 'Chip',
  props: [
    {
      name: 'loading',
      // `'auto'`: loading while the *Promise* from `onClick` is pending; see [Popup](/components/popup).
      description: [
        { kind: 'code', text: "'auto'" },
        ': loading while the ',
        { kind: 'em', children: ['Promise'] },
        ' from ',
        { kind: 'code', text: 'onClick' },
        ' is pending; see ',
        { kind: 'link', href: '/components/popup', children: ['Popup'] },
        '.',
      ],
      type: "boolean | 'auto'",
      default: 'false',
      required: false,
    },
    {
      name: 'label',
      description: [
        'Shown as text: <img src=x onerror="window.__chip=1"> and <script>window.__chip=1</script>.',
      ],
      type: 'string',
      required: true,
    },
    {
      name: 'color',
      description: ['Old name of ', { kind: 'code', text: 'tone' }, '.'],
      type: 'string',
      required: false,
      deprecated: ['Use ', { kind: 'code', text: 'tone' }, '.'],
      since: '1.2.0',
    },
    {
      name: 'tint',
      description: ['Colour of the chip.'],
      type: 'string',
      required: false,
      deprecated: [],
    },
  ],
};

function renderTable() {
  const router = createMemoryRouter([
    { path: '*', element: <ApiTable id="Chip" status="ok" table={table} /> },
  ]);
  render(<RouterProvider router={router} />);
  return screen.getByRole('region', { name: 'Chip' });
}

const descriptionOf = (region: HTMLElement, prop: string) =>
  within(within(region).getByRole('row', { name: new RegExp(`^${prop}`) })).getAllByRole(
    'cell',
  )[1]!;

describe('ApiTable', () => {
  it('renders the inline markdown of descriptions as elements, without the markers', () => {
    const loading = descriptionOf(renderTable(), 'loading');
    expect(loading.textContent).toBe(
      "'auto': loading while the Promise from onClick is pending; see Popup.",
    );
    expect(within(loading).getByText("'auto'").tagName).toBe('CODE');
    expect(within(loading).getByText('Promise').tagName).toBe('EM');
    expect(within(loading).getByRole('link', { name: 'Popup' })).toHaveAttribute(
      'href',
      '/components/popup',
    );
  });

  it('shows markup written in a description as text (X-04)', () => {
    const label = descriptionOf(renderTable(), 'label');
    expect(label.textContent).toBe(
      'Shown as text: <img src=x onerror="window.__chip=1"> and <script>window.__chip=1</script>.',
    );
    expect(label.querySelector('img, script')).toBeNull();
    expect((window as { __chip?: number }).__chip).toBeUndefined();
  });

  it('gives the deprecation advice and the version a prop arrived in', () => {
    const color = descriptionOf(renderTable(), 'color');
    expect(color.textContent).toBe('Deprecated. Use tone. Old name of tone. Since 1.2.0.');
    expect(
      within(color)
        .getAllByText('tone')
        .every((code) => code.tagName === 'CODE'),
    ).toBe(true);
  });

  it('marks a prop deprecated without advice', () => {
    const tint = descriptionOf(renderTable(), 'tint');
    expect(tint.textContent).toBe('Deprecated. Colour of the chip.');
  });

  it.each([
    ['disabled', 'apiParser must be enabled to use auto-generated API'],
    ['resolving', 'Properties definition is resolving, wait a moment...'],
    ['missing', 'Properties definition not found for Chip component'],
  ] as const)('says so instead of a table when the table is %s', (status, message) => {
    const router = createMemoryRouter([
      { path: '*', element: <ApiTable id="Chip" status={status} /> },
    ]);
    render(<RouterProvider router={router} />);
    expect(screen.getByText(message, { exact: true })).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('gives every row an id that search can link to', () => {
    const region = renderTable();
    expect(within(region).getByRole('row', { name: /^loading/ })).toHaveAttribute(
      'id',
      'chip-loading',
    );
  });
});
