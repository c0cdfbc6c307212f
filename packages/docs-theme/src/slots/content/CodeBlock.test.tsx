import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CodeBlock } from './CodeBlock';
import { COPIED_MS } from './useCopy';

describe('CodeBlock', () => {
  it('shows its language and copies its code, saying so for two seconds', async () => {
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    render(<CodeBlock lang="sh" code="npm install x" lines={[[['npm install x']]]} />);
    expect(screen.getByText('sh')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Copy code' }));
    expect(writeText).toHaveBeenCalledWith('npm install x');
    expect(screen.getByRole('button', { name: 'Copied' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Copied');
    expect(
      await screen.findByRole('button', { name: 'Copy code' }, { timeout: COPIED_MS + 1000 }),
    ).toBeInTheDocument();
  });

  it('keeps its code as text, and has no language label without a language', () => {
    const { container } = render(
      <CodeBlock
        code="<img src=x onerror=alert(1)>"
        lines={[[['<img src=x onerror=alert(1)>']]]}
      />,
    );
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByRole('button', { name: 'Copy code' })).toBeInTheDocument();
    expect(container.querySelector('pre')).toHaveTextContent('<img src=x onerror=alert(1)>');
  });
});
