import { expectNoAxeViolations } from '@tessera/vitest-config/axe';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Badge } from './Badge';
import { Heading } from './Heading';

type BadgeType = Parameters<typeof Badge>[0]['type'];

describe('Badge', () => {
  it.each(['info', 'warning', 'error', 'success'] as const)(
    'shows a %s badge with its text',
    (type) => {
      render(<Badge type={type}>2.2.0+</Badge>);
      expect(screen.getByText('2.2.0+')).toHaveAttribute('data-type', type);
    },
  );

  it('shows an unknown type as info, as dumi does', () => {
    // Pages are not type-checked: a misspelt or inherited name reaches the theme as written.
    for (const type of ['danger', 'toString'])
      render(<Badge type={type as BadgeType}>{type}</Badge>);
    expect(screen.getByText('danger')).toHaveAttribute('data-type', 'info');
    expect(screen.getByText('toString')).toHaveAttribute('data-type', 'info');
  });

  it('reads as part of the heading it sits in', () => {
    render(
      <Heading depth={2} id="two-level-nav">
        Two-level nav <Badge type="info">2.2.0+</Badge>
      </Heading>,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Two-level nav 2.2.0+' })).toHaveAttribute(
      'id',
      'two-level-nav',
    );
  });

  it('has no axe violations in text (contrast is checked in the browser, in both modes)', async () => {
    const { container } = render(
      <p>
        Badges mark text too: <Badge type="success">new</Badge>
      </p>,
    );
    await expectNoAxeViolations(container);
  });
});
