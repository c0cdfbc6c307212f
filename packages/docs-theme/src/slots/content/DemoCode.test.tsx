import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { codeLanguage, DemoCode } from './DemoCode';

describe('DemoCode', () => {
  it("shows the demo's code, named by its file, with the language of the file's extension", () => {
    const code = 'export default () => <Button>Go</Button>;';
    render(<DemoCode source={{ filename: 'basic.tsx', code, lines: [[[code]]] }} />);
    const panel = screen.getByLabelText('basic.tsx');
    expect(panel).toHaveTextContent(code);
    expect(screen.getByText('tsx', { exact: true })).toBeVisible();
    expect(panel).toHaveAttribute('data-lang', 'tsx');
  });

  it.each([
    ['basic.tsx', 'tsx'],
    ['custom-text.jsx', 'jsx'],
    ['guide-demo-1.TSX', 'tsx'],
    ['README', undefined],
  ])('%s is %s code', (filename, lang) => {
    expect(codeLanguage(filename)).toBe(lang);
  });

  it('shows no language for a file without an extension', () => {
    render(<DemoCode source={{ filename: 'demo', code: 'x', lines: [[['x']]] }} />);
    expect(screen.getByText('x').closest('pre')).not.toHaveAttribute('data-lang');
    expect(screen.getByText('x').closest('div')?.querySelectorAll('span')).toHaveLength(1);
  });
});
