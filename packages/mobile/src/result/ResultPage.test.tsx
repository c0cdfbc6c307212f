import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describeBasics } from '../test-utils/basics';
import { ResultPage, type ResultPageDetail } from './index';
import * as styles from './ResultPage.css';

const details: ResultPageDetail[] = [
  { label: 'Order number', value: '#1042' },
  { label: 'Paid at', value: '12 May, 14:03' },
  { label: 'Total', value: '$24.00', bold: true },
];

describe('ResultPage', () => {
  it('titles the page with a heading at the given level', () => {
    render(<ResultPage status="success" title="Payment complete" headingLevel={1} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Payment complete' })).toBeInTheDocument();
  });

  it('shows the details as a description list whose terms and definitions pair up', () => {
    render(<ResultPage title="Payment complete" details={details} />);
    const terms = screen.getAllByRole('term');
    const definitions = screen.getAllByRole('definition');
    expect(terms.map((term) => term.textContent)).toEqual(['Order number', 'Paid at', 'Total']);
    expect(definitions.map((value) => value.textContent)).toEqual([
      '#1042',
      '12 May, 14:03',
      '$24.00',
    ]);
    terms.forEach((term, index) => {
      expect(term.closest('dl')).not.toBeNull();
      expect(term.nextElementSibling).toBe(definitions[index]);
    });
  });

  it('pads for the safe area unless a bar around it does', () => {
    const { rerender } = render(<ResultPage title="Sent" aria-label="Result" />);
    const page = screen.getByRole('region', { name: 'Result' });
    expect(page).toHaveClass(styles.safeArea);
    rerender(<ResultPage title="Sent" aria-label="Result" safeArea={false} />);
    expect(page).not.toHaveClass(styles.safeArea);
  });

  it('shows its own content under the details', () => {
    render(<ResultPage title="Sent" content={<p>We reply within a day.</p>} />);
    expect(screen.getByText('We reply within a day.')).toBeInTheDocument();
  });

  it('names the two buttons by their text and calls their handlers', async () => {
    const user = userEvent.setup();
    const onPrimary = vi.fn();
    const onSecondary = vi.fn();
    render(
      <ResultPage
        title="Payment complete"
        primaryButtonText="Track order"
        onPrimaryButtonClick={onPrimary}
        secondaryButtonText="Back to shop"
        onSecondaryButtonClick={onSecondary}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Track order' }));
    expect(onPrimary).toHaveBeenCalledTimes(1);
    expect(onSecondary).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Back to shop' }));
    expect(onSecondary).toHaveBeenCalledTimes(1);
  });

  it('has no buttons without their texts, and only the one given', () => {
    const { rerender } = render(<ResultPage title="Payment complete" details={details} />);
    expect(screen.queryByRole('button')).toBeNull();
    rerender(<ResultPage title="Payment failed" status="error" secondaryButtonText="Close" />);
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual(['Close']);
  });

  it('leaves out an empty details list', () => {
    const { container } = render(<ResultPage title="Done" details={[]} />);
    expect(container.querySelector('dl')).toBeNull();
  });
});

describeBasics('ResultPage', () => (
  <ResultPage
    status="success"
    headerFill="solid"
    title="Payment complete"
    description="A receipt is on its way."
    details={details}
    primaryButtonText="Done"
    secondaryButtonText="View order"
  />
));
