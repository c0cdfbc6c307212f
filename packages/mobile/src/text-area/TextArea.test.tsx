import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describeBasics } from '../test-utils/basics';
import { TextArea } from './TextArea';

describe('TextArea', () => {
  it('reports typed text when uncontrolled, and keeps line breaks', async () => {
    const onChange = vi.fn();
    render(<TextArea aria-label="Note" onChange={onChange} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Note' }), 'a{Enter}b');
    expect(onChange).toHaveBeenLastCalledWith('a\nb');
  });

  it('follows its value when controlled', async () => {
    function Controlled() {
      const [value, setValue] = useState('start');
      return (
        <>
          <TextArea aria-label="Bio" value={value} onChange={setValue} />
          <button type="button" onClick={() => setValue('')}>
            Reset
          </button>
        </>
      );
    }
    render(<Controlled />);
    await userEvent.type(screen.getByRole('textbox'), '!');
    expect(screen.getByRole('textbox')).toHaveValue('start!');
    await userEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect(screen.getByRole('textbox')).toHaveValue('');
  });

  it('counts characters as people do and describes the field with the count', async () => {
    render(<TextArea aria-label="Message" maxLength={5} showCount />);
    const field = screen.getByRole('textbox');
    await userEvent.type(field, '你好');
    await userEvent.paste('🇨🇳👍🏽');
    expect(field).toHaveAccessibleDescription('4/5');
    await userEvent.paste('abc');
    expect(field).toHaveValue('你好🇨🇳👍🏽a');
    expect(field).toHaveAccessibleDescription('5/5');
  });

  it('neither counts nor clamps during an IME composition', () => {
    const onChange = vi.fn();
    render(<TextArea aria-label="Reply" maxLength={3} showCount onChange={onChange} />);
    const field = screen.getByRole('textbox');
    fireEvent.compositionStart(field);
    fireEvent.change(field, { target: { value: 'nihaoshijie' } });
    expect(field).toHaveValue('nihaoshijie');
    expect(field).toHaveAccessibleDescription('0/3');
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.change(field, { target: { value: '你好世界' } });
    fireEvent.compositionEnd(field);
    expect(field).toHaveValue('你好世');
    expect(field).toHaveAccessibleDescription('3/3');
    expect(onChange).toHaveBeenCalledExactlyOnceWith('你好世');
  });

  it('renders a custom count and keeps the caller’s description', () => {
    render(
      <>
        <p id="hint">Be kind</p>
        <TextArea
          aria-label="Review"
          aria-describedby="hint"
          defaultValue="ok"
          maxLength={10}
          showCount={(count, max) => `${max! - count} left`}
        />
      </>,
    );
    expect(screen.getByRole('textbox')).toHaveAccessibleDescription('Be kind 8 left');
  });

  it('starts at its rows, or at minRows when it grows with the text', () => {
    render(
      <>
        <TextArea aria-label="Fixed" rows={4} />
        <TextArea aria-label="Growing" autoSize={{ minRows: 3, maxRows: 6 }} />
      </>,
    );
    expect(screen.getByRole('textbox', { name: 'Fixed' })).toHaveAttribute('rows', '4');
    expect(screen.getByRole('textbox', { name: 'Growing' })).toHaveAttribute('rows', '3');
  });

  it('passes enterKeyHint, disabled and readOnly to the native field', () => {
    render(
      <>
        <TextArea aria-label="Send" enterKeyHint="send" />
        <TextArea aria-label="Off" disabled />
        <TextArea aria-label="Read" readOnly defaultValue="fixed" />
      </>,
    );
    expect(screen.getByRole('textbox', { name: 'Send' })).toHaveAttribute('enterkeyhint', 'send');
    expect(screen.getByRole('textbox', { name: 'Off' })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: 'Read' })).toHaveAttribute('readonly');
  });
});

describeBasics('TextArea', () => (
  <TextArea aria-label="Note" defaultValue="Hello" showCount maxLength={100} autoSize />
));
