import { render, screen } from '@testing-library/react';
import { expectConsole } from '../test-utils/console';
import { describeBasics } from '../test-utils/basics';
import { Divider } from './Divider';

describe('Divider', () => {
  it('is a horizontal separator named by its content', () => {
    render(<Divider contentPosition="left">Older messages</Divider>);
    const separator = screen.getByRole('separator', { name: 'Older messages' });
    expect(separator).toHaveAttribute('aria-orientation', 'horizontal');
  });

  it('is an unnamed separator without content', () => {
    render(<Divider dashed />);
    expect(screen.getByRole('separator')).not.toHaveAccessibleName();
  });

  it('separates inline items vertically and warns that it ignores content', () => {
    expectConsole('warn', 'a vertical divider shows no content');
    render(
      <p>
        Edit
        <Divider direction="vertical">ignored</Divider>
        Share
      </p>,
    );
    const separator = screen.getByRole('separator');
    expect(separator).toHaveAttribute('aria-orientation', 'vertical');
    expect(screen.queryByText('ignored')).toBeNull();
  });

  it('takes children that render nothing as no content, and does not warn about them', () => {
    render(
      <>
        <Divider>{false}</Divider>
        <Divider>{''}</Divider>
        <Divider direction="vertical">{false}</Divider>
        <Divider direction="vertical">{null}</Divider>
      </>,
    );
    for (const separator of screen.getAllByRole('separator')) {
      expect(separator).not.toHaveAccessibleName();
      expect(separator).toBeEmptyDOMElement();
    }
  });

  it('passes class, data and aria attributes to its root', () => {
    render(<Divider className="extra" data-testid="line" aria-label="End of list" />);
    expect(screen.getByTestId('line')).toHaveClass('extra');
    expect(screen.getByRole('separator', { name: 'End of list' })).toBeInTheDocument();
  });
});

describeBasics('Divider', () => <Divider>Section</Divider>);
