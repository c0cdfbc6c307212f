import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfigProvider } from '../config-provider/ConfigProvider';
import { zhCN } from '../locale';
import { describeBasics } from '../test-utils/basics';
import { NavBar } from './NavBar';

describe('NavBar', () => {
  it('has a back button named by the locale that calls onBack', async () => {
    const onBack = vi.fn();
    render(<NavBar onBack={onBack}>Order details</NavBar>);
    expect(screen.getByText('Order details')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(onBack).toHaveBeenCalledOnce();
  });

  it('is named by its text when back has one, and in the locale of the ConfigProvider', () => {
    const { rerender } = render(<NavBar back="Orders">Details</NavBar>);
    expect(screen.getByRole('button', { name: 'Orders' })).toBeInTheDocument();
    rerender(
      <ConfigProvider locale={zhCN}>
        <NavBar>详情</NavBar>
      </ConfigProvider>,
    );
    expect(screen.getByRole('button', { name: '返回' })).toBeInTheDocument();
  });

  it('has no back button when back is null, and shows the left and right slots', () => {
    render(
      <NavBar back={null} left={<span>Close</span>} right={<button type="button">Share</button>}>
        Title
      </NavBar>,
    );
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();
    expect(screen.getByText('Close')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Share' })).toBeInTheDocument();
  });

  it('reads the back button, the whole title, then the actions, however long the title', () => {
    const title = 'A very long title that does not fit between the buttons of a phone';
    render(
      <NavBar back="Orders" right={<button type="button">More</button>}>
        {title}
      </NavBar>,
    );
    // The ellipsis is drawn by CSS: the text itself is whole, for screen readers and search.
    const shown = screen.getByText(title);
    const back = screen.getByRole('button', { name: 'Orders' });
    const more = screen.getByRole('button', { name: 'More' });
    expect(back.compareDocumentPosition(shown) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(shown.compareDocumentPosition(more) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('keeps its space in the layout when fixed, unless placeholder is off', () => {
    const { container, rerender } = render(<NavBar fixed>Pinned</NavBar>);
    expect(container.children).toHaveLength(2);
    expect(container.firstElementChild).toHaveAttribute('aria-hidden', 'true');
    rerender(
      <NavBar fixed placeholder={false}>
        Pinned
      </NavBar>,
    );
    expect(container.children).toHaveLength(1);
  });
});

describeBasics('NavBar', () => (
  <NavBar right={<button type="button">Edit</button>} fixed safeArea>
    Profile
  </NavBar>
));
