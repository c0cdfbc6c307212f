import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describeBasics } from '../test-utils/basics';
import { elapse, setupUser, withFakeClock } from '../test-utils/fakeClock';
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

  it('shows a custom icon in place of the magnifier, and none with icon={null}', () => {
    const { rerender } = render(<SearchBar />);
    const bar = screen.getByRole('search');
    expect(bar.querySelector('svg')).not.toBeNull();
    rerender(<SearchBar icon={<span data-testid="scan" />} />);
    expect(screen.getByTestId('scan')).toBeInTheDocument();
    expect(bar.querySelector('svg')).toBeNull();
    rerender(<SearchBar icon={null} />);
    expect(screen.queryByTestId('scan')).toBeNull();
    expect(bar.querySelector('svg')).toBeNull();
  });
});

describe('SearchBar debounce', () => {
  withFakeClock();

  it('shows each letter at once and calls onChange once, after a pause, with the query', async () => {
    const user = setupUser();
    const onChange = vi.fn();
    render(<SearchBar debounce={300} onChange={onChange} />);
    const field = screen.getByRole('searchbox');
    await user.type(field, 'a');
    expect(field).toHaveValue('a');
    await user.type(field, 'bc');
    expect(field).toHaveValue('abc');
    await elapse(299);
    expect(onChange).not.toHaveBeenCalled();
    await elapse(1);
    expect(onChange).toHaveBeenCalledExactlyOnceWith('abc');
  });

  it('searches on Enter during the wait with the whole query, which onChange hears once', async () => {
    const user = setupUser();
    const onChange = vi.fn();
    const onSearch = vi.fn();
    render(<SearchBar debounce={300} onChange={onChange} onSearch={onSearch} />);
    await user.type(screen.getByRole('searchbox'), 'tea{Enter}');
    expect(onSearch).toHaveBeenCalledExactlyOnceWith('tea');
    expect(onChange).toHaveBeenCalledExactlyOnceWith('tea');
    await elapse(1000);
    expect(onChange).toHaveBeenCalledExactlyOnceWith('tea');
  });

  it('reports the empty query at once when cleared during the wait, and nothing after', async () => {
    const user = setupUser();
    const onChange = vi.fn();
    render(<SearchBar debounce={300} defaultValue="tea" onChange={onChange} />);
    await user.type(screen.getByRole('searchbox'), 's');
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(screen.getByRole('searchbox')).toHaveValue('');
    expect(onChange).toHaveBeenCalledExactlyOnceWith('');
    await elapse(1000);
    expect(onChange).toHaveBeenCalledExactlyOnceWith('');
  });

  it('reports the empty query at once when cancelled during the wait, and nothing after', async () => {
    const user = setupUser();
    const onChange = vi.fn();
    render(<SearchBar debounce={300} defaultValue="tea" showCancelButton onChange={onChange} />);
    await user.type(screen.getByRole('searchbox'), 's');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('searchbox')).toHaveValue('');
    expect(onChange).toHaveBeenCalledExactlyOnceWith('');
    await elapse(1000);
    expect(onChange).toHaveBeenCalledExactlyOnceWith('');
  });

  it('never calls onChange after unmounting during the wait', async () => {
    const user = setupUser();
    const onChange = vi.fn();
    const { unmount } = render(<SearchBar debounce={300} onChange={onChange} />);
    await user.type(screen.getByRole('searchbox'), 'tea');
    unmount();
    await elapse(1000);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('shows what is typed in a controlled field, until a new value from the parent replaces it', async () => {
    const user = setupUser();
    const onChange = vi.fn();
    const { rerender } = render(<SearchBar debounce={300} value="" onChange={onChange} />);
    const field = screen.getByRole('searchbox');
    await user.type(field, 'tea');
    expect(field).toHaveValue('tea');
    await elapse(300);
    expect(onChange).toHaveBeenCalledExactlyOnceWith('tea');
    await user.type(field, 's');
    rerender(<SearchBar debounce={300} value="coffee" onChange={onChange} />);
    expect(field).toHaveValue('coffee');
    // The change still waiting is older than the parent's value.
    await elapse(1000);
    expect(onChange).toHaveBeenCalledExactlyOnceWith('tea');
  });
});

describeBasics('SearchBar', () => <SearchBar defaultValue="tea" showCancelButton />);
