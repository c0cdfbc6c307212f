import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describeBasics } from '../test-utils/basics';
import { SearchBar } from './SearchBar';

describe('SearchBar', () => {
  it('is a named search landmark around a search field with a search key', () => {
    render(<SearchBar placeholder="Search products" />);
    expect(screen.getByRole('search', { name: 'Search products' })).toBeInTheDocument();
    const field = screen.getByRole('searchbox', { name: 'Search products' });
    expect(field).toHaveAttribute('enterkeyhint', 'search');
  });

  it('searches on Enter with the query', async () => {
    const onSearch = vi.fn();
    render(<SearchBar label="Cities" onSearch={onSearch} />);
    await userEvent.type(screen.getByRole('searchbox', { name: 'Cities' }), 'Oslo{Enter}');
    expect(onSearch).toHaveBeenCalledExactlyOnceWith('Oslo');
  });

  it('does not search on the Enter that confirms an IME composition', () => {
    const onSearch = vi.fn();
    const onChange = vi.fn();
    render(<SearchBar onSearch={onSearch} onChange={onChange} />);
    const field = screen.getByRole('searchbox', { name: 'Search' });
    fireEvent.compositionStart(field);
    fireEvent.change(field, { target: { value: 'dongjing' } });
    fireEvent.keyDown(field, { key: 'Enter', isComposing: true });
    fireEvent.change(field, { target: { value: '东京' } });
    fireEvent.compositionEnd(field);
    expect(onSearch).not.toHaveBeenCalled();
    expect(onChange).toHaveBeenCalledExactlyOnceWith('东京');
    fireEvent.keyDown(field, { key: 'Enter' });
    expect(onSearch).toHaveBeenCalledExactlyOnceWith('东京');
  });

  it('clears the query with the named clear button', async () => {
    const onChange = vi.fn();
    render(<SearchBar defaultValue="shoes" onChange={onChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(screen.getByRole('searchbox')).toHaveValue('');
    expect(onChange).toHaveBeenCalledWith('');
  });

  it('hands onlyShowClearWhenFocus to its field, whose clear button still clears', async () => {
    render(<SearchBar defaultValue="shoes" onlyShowClearWhenFocus />);
    // The style reads the mark and hides the button while focus is elsewhere (a browser's work).
    expect(screen.getByRole('searchbox').closest('[data-clear-on-focus]')).not.toBeNull();
    await userEvent.click(screen.getByRole('searchbox'));
    await userEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(screen.getByRole('searchbox')).toHaveValue('');
  });

  it('shows cancel while focused, also when Tab moves to it, and cancel clears and leaves', async () => {
    const onCancel = vi.fn();
    render(<SearchBar showCancelButton={(focused) => focused} onCancel={onCancel} />);
    expect(screen.queryByRole('button', { name: 'Cancel' })).toBeNull();
    await userEvent.click(screen.getByRole('searchbox'));
    await userEvent.keyboard('tea');
    await userEvent.tab();
    await userEvent.tab();
    const cancel = screen.getByRole('button', { name: 'Cancel' });
    expect(cancel).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('searchbox')).toHaveValue('');
  });

  it('keeps the query on cancel with clearOnCancel={false} and uses cancelText', async () => {
    render(
      <SearchBar defaultValue="tea" showCancelButton cancelText="Close" clearOnCancel={false} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.getByRole('searchbox')).toHaveValue('tea');
  });
});

describeBasics('SearchBar', () => <SearchBar defaultValue="tea" showCancelButton />);
