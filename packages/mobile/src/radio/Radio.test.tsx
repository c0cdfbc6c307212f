import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form } from '../form';
import { describeBasics } from '../test-utils/basics';
import { Radio, type RadioValue } from '.';

function Sizes(props: {
  onChange?: (value: RadioValue | null) => void;
  defaultValue?: string;
  direction?: 'horizontal' | 'vertical';
  allowEmptySelection?: boolean;
  disabled?: boolean;
}) {
  return (
    <Radio.Group aria-label="Size" {...props}>
      <Radio value="s">Small</Radio>
      <Radio value="m" disabled>
        Medium
      </Radio>
      <Radio value="l">Large</Radio>
      <Radio value="xl">Extra large</Radio>
    </Radio.Group>
  );
}

describe('Radio', () => {
  it('is a radiogroup whose radios check on tap', async () => {
    const onChange = vi.fn();
    render(<Sizes onChange={onChange} />);
    expect(screen.getByRole('radiogroup', { name: 'Size' })).toBeInTheDocument();
    await userEvent.click(screen.getByText('Large'));
    expect(screen.getByRole('radio', { name: 'Large' })).toBeChecked();
    expect(onChange).toHaveBeenCalledWith('l');
  });

  it('is one Tab stop: the checked radio', async () => {
    render(
      <>
        <button type="button">Before</button>
        <Sizes defaultValue="l" />
        <button type="button">After</button>
      </>,
    );
    expect(screen.getByRole('radio', { name: 'Large' })).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('radio', { name: 'Small' })).toHaveAttribute('tabindex', '-1');
    screen.getByRole('button', { name: 'Before' }).focus();
    await userEvent.tab();
    expect(screen.getByRole('radio', { name: 'Large' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'After' })).toHaveFocus();
  });

  it('moves and checks with the arrow keys, skipping disabled radios and wrapping, and Home and End', async () => {
    const onChange = vi.fn();
    render(<Sizes defaultValue="s" onChange={onChange} />);
    screen.getByRole('radio', { name: 'Small' }).focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: 'Large' })).toHaveFocus();
    expect(screen.getByRole('radio', { name: 'Large' })).toBeChecked();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: 'Extra large' })).toBeChecked();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: 'Small' })).toBeChecked();
    await userEvent.keyboard('{ArrowUp}');
    expect(screen.getByRole('radio', { name: 'Extra large' })).toBeChecked();
    await userEvent.keyboard('{Home}');
    expect(screen.getByRole('radio', { name: 'Small' })).toHaveFocus();
    await userEvent.keyboard('{End}');
    expect(screen.getByRole('radio', { name: 'Extra large' })).toHaveFocus();
    expect(onChange.mock.calls.map(([value]) => value)).toEqual(['l', 'xl', 's', 'xl', 's', 'xl']);
  });

  it.each([
    ['ltr', 'horizontal', '{ArrowRight}', '{ArrowLeft}'],
    ['rtl', 'horizontal', '{ArrowLeft}', '{ArrowRight}'],
    ['ltr', 'vertical', '{ArrowRight}', '{ArrowLeft}'],
    ['rtl', 'vertical', '{ArrowLeft}', '{ArrowRight}'],
  ] as const)(
    'in a %s %s group, %s checks the next radio and %s the previous one; up and down keep their order',
    async (dir, direction, next, previous) => {
      render(
        <div dir={dir}>
          <Sizes direction={direction} defaultValue="s" />
        </div>,
      );
      screen.getByRole('radio', { name: 'Small' }).focus();
      await userEvent.keyboard(next);
      expect(screen.getByRole('radio', { name: 'Large' })).toHaveFocus();
      expect(screen.getByRole('radio', { name: 'Large' })).toBeChecked();
      await userEvent.keyboard(`${next}${previous}`);
      expect(screen.getByRole('radio', { name: 'Large' })).toBeChecked();
      await userEvent.keyboard(previous);
      expect(screen.getByRole('radio', { name: 'Small' })).toBeChecked();
      await userEvent.keyboard('{ArrowDown}');
      expect(screen.getByRole('radio', { name: 'Large' })).toBeChecked();
      await userEvent.keyboard('{ArrowUp}');
      expect(screen.getByRole('radio', { name: 'Small' })).toBeChecked();
    },
  );

  it('mirrors left and right in a column when the document is right to left', async () => {
    document.documentElement.dir = 'rtl';
    try {
      render(<Sizes defaultValue="s" />);
      screen.getByRole('radio', { name: 'Small' }).focus();
      await userEvent.keyboard('{ArrowLeft}');
      expect(screen.getByRole('radio', { name: 'Large' })).toBeChecked();
      await userEvent.keyboard('{ArrowRight}');
      expect(screen.getByRole('radio', { name: 'Small' })).toBeChecked();
    } finally {
      document.documentElement.removeAttribute('dir');
    }
  });

  describe('allowEmptySelection', () => {
    it('clears the group when the checked radio is chosen again by tap or Space, and only with it', async () => {
      const onChange = vi.fn();
      const { rerender } = render(<Sizes defaultValue="l" onChange={onChange} />);
      const large = screen.getByRole('radio', { name: 'Large' });
      await userEvent.click(large);
      await userEvent.keyboard(' ');
      expect(large).toBeChecked();
      expect(onChange).not.toHaveBeenCalled();

      rerender(<Sizes defaultValue="l" onChange={onChange} allowEmptySelection />);
      await userEvent.click(large);
      expect(large).not.toBeChecked();
      expect(onChange).toHaveBeenLastCalledWith(null);
      await userEvent.click(large);
      expect(large).toBeChecked();
      await userEvent.keyboard(' ');
      expect(large).not.toBeChecked();
      expect(onChange.mock.calls).toEqual([[null], ['l'], [null]]);
    });

    it('clears once for a tap on the label text', async () => {
      const onChange = vi.fn();
      render(<Sizes defaultValue="l" onChange={onChange} allowEmptySelection />);
      await userEvent.click(screen.getByText('Large'));
      expect(screen.getByRole('radio', { name: 'Large' })).not.toBeChecked();
      expect(onChange.mock.calls).toEqual([[null]]);
    });

    it('never clears with the arrow keys, which move and check', async () => {
      const onChange = vi.fn();
      render(
        <Radio.Group aria-label="Only" defaultValue="a" onChange={onChange} allowEmptySelection>
          <Radio value="a">Alone</Radio>
          <Radio value="b" disabled>
            Blocked
          </Radio>
        </Radio.Group>,
      );
      const alone = screen.getByRole('radio', { name: 'Alone' });
      alone.focus();
      await userEvent.keyboard('{ArrowDown}{ArrowUp}{ArrowRight}{ArrowLeft}{Home}{End}');
      expect(alone).toBeChecked();
      expect(onChange).not.toHaveBeenCalled();
    });

    it.each([
      ['a disabled group', { disabled: true, defaultValue: 'l' }, 'Large'],
      ['a disabled checked radio', { defaultValue: 'm' }, 'Medium'],
    ])('does nothing in %s', async (_, props, name) => {
      const onChange = vi.fn();
      render(<Sizes {...props} onChange={onChange} allowEmptySelection />);
      await userEvent.click(screen.getByText(name));
      expect(screen.getByRole('radio', { name })).toBeChecked();
      expect(onChange).not.toHaveBeenCalled();
    });

    it('once cleared, Tab reaches the group at its first enabled radio', async () => {
      render(
        <>
          <button type="button">Before</button>
          <Radio.Group aria-label="Size" defaultValue="l" allowEmptySelection>
            <Radio value="s" disabled>
              Small
            </Radio>
            <Radio value="m">Medium</Radio>
            <Radio value="l">Large</Radio>
          </Radio.Group>
        </>,
      );
      await userEvent.click(screen.getByRole('radio', { name: 'Large' }));
      expect(screen.getByRole('radio', { name: 'Medium' })).toHaveAttribute('tabindex', '0');
      screen.getByRole('button', { name: 'Before' }).focus();
      await userEvent.tab();
      expect(screen.getByRole('radio', { name: 'Medium' })).toHaveFocus();
    });
  });

  it('passes id and aria attributes to the input and blocks a disabled group', async () => {
    render(
      <>
        <Radio.Group aria-label="Plan" disabled defaultValue="a">
          <Radio value="a" id="plan-a" aria-describedby="note">
            Basic
          </Radio>
        </Radio.Group>
        <p id="note">Billed monthly</p>
      </>,
    );
    const radio = screen.getByRole('radio', { name: 'Basic' });
    expect(radio).toHaveAttribute('id', 'plan-a');
    expect(radio).toHaveAccessibleDescription('Billed monthly');
    expect(radio).toBeDisabled();
  });

  it('works alone, checked once and never unchecked by a tap', async () => {
    const onChange = vi.fn();
    render(<Radio onChange={onChange}>Accept</Radio>);
    await userEvent.click(screen.getByText('Accept'));
    await userEvent.click(screen.getByText('Accept'));
    expect(screen.getByRole('radio')).toBeChecked();
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('calls onBlur when a lone radio loses focus', async () => {
    const onBlur = vi.fn();
    render(
      <>
        <Radio onBlur={onBlur}>Accept</Radio>
        <button type="button">After</button>
      </>,
    );
    await userEvent.tab();
    expect(onBlur).not.toHaveBeenCalled();
    await userEvent.tab();
    expect(onBlur).toHaveBeenCalledTimes(1);
  });
  it('in a Form.Item, is named by the label and then its own text', () => {
    render(
      <Form>
        <Form.Item name="plan" label="Plan" valuePropName="checked">
          <Radio>Yearly</Radio>
        </Form.Item>
        <Form.Item name="other" label="Other" valuePropName="checked">
          <Radio />
        </Form.Item>
      </Form>,
    );
    expect(screen.getByRole('radio', { name: 'Plan Yearly' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Other' })).toBeInTheDocument();
  });

  it('in a Form.Item, a group takes the label and its radios keep their own text', () => {
    render(
      <Form>
        <Form.Item name="size" label="Size">
          <Sizes />
        </Form.Item>
      </Form>,
    );
    expect(screen.getByRole('radiogroup', { name: 'Size' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Large' })).toBeInTheDocument();
  });
});

describeBasics('Radio', () => <Sizes defaultValue="s" />);
