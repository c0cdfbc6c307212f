import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describeBasics } from '../test-utils/basics';
import { Input } from './Input';

const upper = (text: string) => text.toUpperCase();
/** A mobile number grouped 3-4-4 as it is typed. */
const phone = (text: string) =>
  text
    .replace(/\D/g, '')
    .slice(0, 11)
    .replace(/^(\d{3})(\d)/, '$1 $2')
    .replace(/^(\d{3} \d{4})(\d)/, '$1 $2');

describe('Input', () => {
  it('reports typed text when uncontrolled', async () => {
    const onChange = vi.fn();
    render(<Input aria-label="Name" onChange={onChange} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'Ada');
    expect(onChange).toHaveBeenLastCalledWith('Ada');
    expect(screen.getByRole('textbox')).toHaveValue('Ada');
  });

  it('shows only what the parent accepts when controlled', async () => {
    function Upper() {
      const [value, setValue] = useState('');
      return <Input aria-label="Code" value={value} onChange={(v) => setValue(v.toUpperCase())} />;
    }
    render(<Upper />);
    await userEvent.type(screen.getByRole('textbox'), 'ab');
    expect(screen.getByRole('textbox')).toHaveValue('AB');
  });

  it('shows an empty field for a controlled null value', () => {
    render(<Input aria-label="Empty" value={null} />);
    expect(screen.getByRole('textbox')).toHaveValue('');
  });

  it('counts maxLength in characters, so emoji and Chinese are one each', async () => {
    const onChange = vi.fn();
    render(<Input aria-label="Nick" maxLength={3} onChange={onChange} />);
    const input = screen.getByRole('textbox');
    await userEvent.type(input, '😀你');
    // An emoji keyboard inserts a whole family at once, as a paste does.
    await userEvent.paste('👨‍👩‍👧x');
    expect(input).toHaveValue('😀你👨‍👩‍👧');
    fireEvent.change(input, { target: { value: '😀你👨‍👩‍👧yz' } });
    expect(input).toHaveValue('😀你👨‍👩‍👧');
  });

  it('counts characters as people do and describes the field with the count', async () => {
    render(<Input aria-label="Nick" maxLength={5} showCount />);
    const input = screen.getByRole('textbox');
    await userEvent.type(input, '你好');
    await userEvent.paste('🇨🇳👍🏽');
    expect(input).toHaveAccessibleDescription('4/5');
    await userEvent.paste('abc');
    expect(input).toHaveValue('你好🇨🇳👍🏽a');
    expect(input).toHaveAccessibleDescription('5/5');
  });

  it('neither counts nor clamps during an IME composition', () => {
    render(<Input aria-label="Town" maxLength={3} showCount />);
    const input = screen.getByRole('textbox');
    fireEvent.compositionStart(input);
    fireEvent.change(input, { target: { value: 'nihaoshijie' } });
    expect(input).toHaveAccessibleDescription('0/3');
    fireEvent.change(input, { target: { value: '你好世界' } });
    fireEvent.compositionEnd(input);
    expect(input).toHaveAccessibleDescription('3/3');
  });

  it('renders a custom count or a bare one, and keeps the caller’s description', () => {
    render(
      <>
        <p id="hint">Be kind</p>
        <Input
          aria-label="Title"
          aria-describedby="hint"
          defaultValue="ok"
          maxLength={10}
          showCount={(count, max) => `${max! - count} left`}
        />
        <Input aria-label="Tag" defaultValue="👨‍👩‍👧" showCount />
      </>,
    );
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveAccessibleDescription(
      'Be kind 8 left',
    );
    expect(screen.getByRole('textbox', { name: 'Tag' })).toHaveAccessibleDescription('1');
  });

  it('reports, clamps and fires Enter only after an IME composition ends', () => {
    const onChange = vi.fn();
    const onEnterPress = vi.fn();
    render(
      <Input aria-label="City" maxLength={2} onChange={onChange} onEnterPress={onEnterPress} />,
    );
    const input = screen.getByRole('textbox');
    fireEvent.compositionStart(input);
    fireEvent.change(input, { target: { value: 'beijing' } });
    expect(input).toHaveValue('beijing');
    fireEvent.keyDown(input, { key: 'Enter', isComposing: true });
    fireEvent.keyDown(input, { key: 'Enter', keyCode: 229 });
    expect(onChange).not.toHaveBeenCalled();
    expect(onEnterPress).not.toHaveBeenCalled();
    fireEvent.change(input, { target: { value: '北京市' } });
    fireEvent.compositionEnd(input);
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenCalledWith('北京');
    expect(input).toHaveValue('北京');
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onEnterPress).toHaveBeenCalledTimes(1);
  });

  it('clears with a named button and keeps the focus in the field', async () => {
    const onClear = vi.fn();
    const onChange = vi.fn();
    render(
      <Input
        aria-label="Email"
        defaultValue="a@b.c"
        clearable
        onClear={onClear}
        onChange={onChange}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(screen.getByRole('textbox')).toHaveValue('');
    expect(screen.getByRole('textbox')).toHaveFocus();
    expect(onChange).toHaveBeenCalledWith('');
    expect(onClear).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('button', { name: 'Clear' })).toBeNull();
  });

  it('has no clear button while disabled or read-only', () => {
    render(
      <>
        <Input aria-label="A" defaultValue="x" clearable disabled />
        <Input aria-label="B" defaultValue="x" clearable readOnly />
      </>,
    );
    expect(screen.queryByRole('button')).toBeNull();
  });

  // Whether the button shows is the style's (`:focus-within`), which jsdom does not apply: the
  // site's browser tests check it on the Input demo.
  it('keeps the clear button working with onlyShowClearWhenFocus, by pointer, touch and keyboard', async () => {
    const onChange = vi.fn();
    render(
      <Input
        aria-label="Email"
        defaultValue="a@b.c"
        clearable
        onlyShowClearWhenFocus
        onChange={onChange}
      />,
    );
    const input = screen.getByRole('textbox');
    await userEvent.click(input);
    await userEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(input).toHaveValue('');
    expect(input).toHaveFocus();
    expect(onChange).toHaveBeenLastCalledWith('');
    await userEvent.keyboard('x');
    // Tab onto the button; Enter clears and gives the focus back to the field.
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Clear' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(input).toHaveValue('');
    expect(input).toHaveFocus();
    await userEvent.keyboard('y');
    await userEvent.pointer({
      keys: '[TouchA]',
      target: screen.getByRole('button', { name: 'Clear' }),
    });
    expect(input).toHaveValue('');
    expect(input).toHaveFocus();
  });

  it('formats what is typed and reports the formatted text', async () => {
    const onChange = vi.fn();
    render(<Input aria-label="Code" formatter={upper} onChange={onChange} />);
    const input = screen.getByRole('textbox');
    await userEvent.type(input, 'ab1');
    expect(input).toHaveValue('AB1');
    expect(onChange.mock.calls).toEqual([['A'], ['AB'], ['AB1']]);
  });

  it('formats only when the field loses focus with formatTrigger="onBlur"', async () => {
    const onChange = vi.fn();
    render(
      <Input aria-label="Code" formatter={upper} formatTrigger="onBlur" onChange={onChange} />,
    );
    const input = screen.getByRole('textbox');
    await userEvent.type(input, 'ab');
    expect(input).toHaveValue('ab');
    expect(onChange).toHaveBeenLastCalledWith('ab');
    await userEvent.tab();
    expect(input).toHaveValue('AB');
    expect(onChange).toHaveBeenLastCalledWith('AB');
  });

  it('does not format in the middle of an IME composition', () => {
    const formatter = vi.fn(upper);
    const onChange = vi.fn();
    render(<Input aria-label="City" formatter={formatter} onChange={onChange} />);
    const input = screen.getByRole('textbox');
    fireEvent.compositionStart(input);
    fireEvent.change(input, { target: { value: 'tokyo' } });
    expect(input).toHaveValue('tokyo');
    expect(formatter).not.toHaveBeenCalled();
    fireEvent.compositionEnd(input);
    expect(input).toHaveValue('TOKYO');
    expect(onChange).toHaveBeenCalledExactlyOnceWith('TOKYO');
  });

  it('keeps the caret after what was typed when formatting adds or restores text around it', async () => {
    render(<Input aria-label="Phone" defaultValue="138 1234" formatter={phone} />);
    const input = screen.getByRole<HTMLInputElement>('textbox');
    await userEvent.click(input);
    input.setSelectionRange(5, 5);
    await userEvent.keyboard('9');
    expect(input).toHaveValue('138 1923 4');
    expect(input.selectionStart).toBe(6);
    expect(input.selectionEnd).toBe(6);
    // Backspace after a space that grouping puts back: the caret goes before it, not stuck.
    input.setSelectionRange(4, 4);
    await userEvent.keyboard('{Backspace}');
    expect(input).toHaveValue('138 1923 4');
    expect(input.selectionStart).toBe(3);
    await userEvent.keyboard('{Backspace}');
    expect(input).toHaveValue('131 9234');
    expect(input.selectionStart).toBe(2);
  });

  it('keeps the caret beside what was typed when grouping counts from the right', async () => {
    const thousands = (text: string) => text.replace(/\D/g, '').replace(/\B(?=(\d{3})+$)/g, ',');
    render(<Input aria-label="Amount" defaultValue="1,234" formatter={thousands} />);
    const input = screen.getByRole<HTMLInputElement>('textbox');
    await userEvent.click(input);
    input.setSelectionRange(3, 3);
    await userEvent.keyboard('9');
    expect(input).toHaveValue('12,934');
    expect(input.selectionStart).toBe(4);
    // A letter the formatter drops leaves the caret where it was.
    await userEvent.keyboard('x');
    expect(input).toHaveValue('12,934');
    expect(input.selectionStart).toBe(4);
    await userEvent.keyboard('{Backspace}');
    expect(input).toHaveValue('1,234');
    expect(input.selectionStart).toBe(3);
  });

  it('leaves the caret alone when the formatted text is the typed text', async () => {
    render(<Input aria-label="Phone" defaultValue="138 1234" formatter={phone} />);
    const input = screen.getByRole<HTMLInputElement>('textbox');
    await userEvent.click(input);
    input.setSelectionRange(5, 5);
    await userEvent.keyboard('{Backspace}');
    expect(input).toHaveValue('138 234');
    expect(input.selectionStart).toBe(4);
  });

  it('applies maxLength and the count to the formatted text', async () => {
    const groups = (text: string) => text.replace(/\D/g, '').replace(/(\d{4})(?=\d)/g, '$1 ');
    render(<Input aria-label="Card" formatter={groups} maxLength={9} showCount />);
    const input = screen.getByRole('textbox');
    await userEvent.type(input, '12345');
    expect(input).toHaveValue('1234 5');
    expect(input).toHaveAccessibleDescription('6/9');
    await userEvent.type(input, '67890');
    expect(input).toHaveValue('1234 5678');
    expect(input).toHaveAccessibleDescription('9/9');
  });

  it('shows a controlled value as given and formats only what the user types', async () => {
    const onChange = vi.fn();
    const { rerender } = render(
      <Input aria-label="Code" value="ab" formatter={upper} onChange={onChange} />,
    );
    const input = screen.getByRole('textbox');
    expect(input).toHaveValue('ab');
    rerender(<Input aria-label="Code" value="cd" formatter={upper} onChange={onChange} />);
    expect(input).toHaveValue('cd');
    expect(onChange).not.toHaveBeenCalled();
    await userEvent.type(input, 'e');
    expect(onChange).toHaveBeenCalledExactlyOnceWith('CDE');
    expect(input).toHaveValue('cd');
  });

  it('brings a number within min and max when it loses focus', async () => {
    const onChange = vi.fn();
    render(<Input aria-label="Age" type="number" min={18} max={99} onChange={onChange} />);
    const input = screen.getByRole('spinbutton', { name: 'Age' });
    await userEvent.type(input, '120');
    await userEvent.tab();
    expect(input).toHaveValue(99);
    expect(onChange).toHaveBeenLastCalledWith('99');
    await userEvent.clear(input);
    await userEvent.type(input, '3');
    await userEvent.tab();
    expect(input).toHaveValue(18);
  });

  it('steps a number by step, counted from min', () => {
    render(<Input aria-label="Weight" type="number" min={0.1} step={0.1} defaultValue="2.5" />);
    const input = screen.getByRole<HTMLInputElement>('spinbutton', { name: 'Weight' });
    expect(input.validity.stepMismatch).toBe(false);
    input.stepUp();
    expect(input).toHaveValue(2.6);
  });

  it('passes the keyboard hints and aria attributes to the native input', () => {
    render(
      <Input
        aria-label="Search"
        aria-describedby="hint"
        enterKeyHint="search"
        inputMode="search"
        data-testid="wrapper"
      />,
    );
    const input = screen.getByRole('textbox', { name: 'Search' });
    expect(input).toHaveAttribute('enterkeyhint', 'search');
    expect(input).toHaveAttribute('inputmode', 'search');
    expect(input).toHaveAttribute('aria-describedby', 'hint');
    expect(screen.getByTestId('wrapper')).toContainElement(input);
  });
});

describeBasics('Input', () => (
  <Input aria-label="Name" defaultValue="Ada" clearable showCount maxLength={20} />
));
