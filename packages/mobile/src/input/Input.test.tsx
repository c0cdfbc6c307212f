import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describeBasics } from '../test-utils/basics';
import { Input } from './Input';

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
