import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { Button } from '../button/Button';
import { Input } from '../input/Input';
import { describeBasics } from '../test-utils/basics';
import { expectConsole } from '../test-utils/console';
import { Form, FormItem, type Rule } from './index';

/** A control a user of the library might write: a star rating with its own event shape. */
function Rating({
  score,
  onRate,
  id,
  disabled,
  ...aria
}: {
  score?: number;
  onRate?: (event: { stars: number }) => void;
  id?: string;
  disabled?: boolean;
  'aria-labelledby'?: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
}) {
  return (
    <div role="radiogroup" id={id} {...aria}>
      {[1, 2, 3].map((stars) => (
        <button
          key={stars}
          type="button"
          role="radio"
          aria-checked={score === stars}
          disabled={disabled}
          onClick={() => onRate?.({ stars })}
        >
          {stars} stars
        </button>
      ))}
    </div>
  );
}

describe('FormItem', () => {
  it('binds a custom control through valuePropName, trigger and getValueFromEvent', async () => {
    const onValuesChange = vi.fn();
    render(
      <Form onValuesChange={onValuesChange}>
        <Form.Item
          name="rating"
          label="Rating"
          valuePropName="score"
          trigger="onRate"
          getValueFromEvent={(event: { stars: number }) => event.stars}
          rules={[{ type: 'number', min: 2, message: 'Give at least 2 stars' }]}
        >
          <Rating />
        </Form.Item>
      </Form>,
    );
    const group = screen.getByRole('radiogroup', { name: 'Rating' });
    await userEvent.click(screen.getByRole('radio', { name: '3 stars' }));
    expect(screen.getByRole('radio', { name: '3 stars' })).toBeChecked();
    expect(onValuesChange).toHaveBeenLastCalledWith({ rating: 3 }, { rating: 3 });
    await userEvent.click(screen.getByRole('radio', { name: '1 stars' }));
    expect(group).toHaveAttribute('aria-invalid', 'true');
    expect(group).toHaveAccessibleDescription('Give at least 2 stars');
  });

  it('ties its label to a native control by id and shows help in the description', () => {
    render(
      <Form>
        <FormItem name="phone" label="Phone" help="We text a code to it" required>
          <Input type="tel" />
        </FormItem>
      </Form>,
    );
    const phone = screen.getByRole('textbox', { name: 'Phone' });
    expect(phone).toHaveAccessibleDescription('We text a code to it');
    expect(phone).toHaveAttribute('aria-required', 'true');
    expect(document.querySelector('label')).toHaveAttribute('for', phone.id);
  });

  it('still calls the control’s own handlers', async () => {
    const own = vi.fn();
    render(
      <Form>
        <FormItem name="a" label="A">
          <Input onChange={own} />
        </FormItem>
      </Form>,
    );
    await userEvent.type(screen.getByRole('textbox', { name: 'A' }), 'x');
    expect(own).toHaveBeenCalledWith('x');
  });

  it('takes its initialValue unless the form gives one', () => {
    render(
      <Form initialValues={{ b: 'from form' }}>
        <FormItem name="a" label="A" initialValue="from item">
          <Input />
        </FormItem>
        <FormItem name="b" label="B" initialValue="from item">
          <Input />
        </FormItem>
      </Form>,
    );
    expect(screen.getByRole('textbox', { name: 'A' })).toHaveValue('from item');
    expect(screen.getByRole('textbox', { name: 'B' })).toHaveValue('from form');
  });

  it('lays out content without a name, and shows extra content in the row', () => {
    render(
      <Form>
        <FormItem label="Code" extra={<button type="button">Send code</button>}>
          <Input />
        </FormItem>
      </Form>,
    );
    expect(screen.getByRole('textbox', { name: 'Code' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send code' })).toBeInTheDocument();
  });

  it('without a name, still reads its help with the control and marks it required', () => {
    render(
      <Form>
        <FormItem label="Voucher" help="Capital letters only" required>
          <Input />
        </FormItem>
        <FormItem label="Note" disabled>
          <Input />
        </FormItem>
      </Form>,
    );
    const voucher = screen.getByRole('textbox', { name: 'Voucher' });
    expect(voucher).toHaveAccessibleDescription('Capital letters only');
    expect(voucher).toBeRequired();
    expect(screen.getByRole('textbox', { name: 'Note' })).toBeDisabled();
  });

  it('warns when it has no control element to bind, and renders its content', () => {
    expectConsole('warn', 'Form.Item: "note" needs one control element');
    render(
      <Form>
        <FormItem name="note" label="Note">
          plain text
        </FormItem>
      </Form>,
    );
    expect(screen.getByText('plain text')).toBeInTheDocument();
  });
});

describe('validateTrigger: a rule’s wins over the item’s, the item’s over the form’s', () => {
  function Setup(props: { form?: string; item?: string; rule?: string }): ReactNode {
    const rules: Rule[] = [{ min: 3, validateTrigger: props.rule }];
    return (
      <Form validateTrigger={props.form}>
        <Form.Item name="n" label="N" validateTrigger={props.item} rules={rules}>
          <Input />
        </Form.Item>
        <Form.Item name="other" label="Other">
          <Input />
        </Form.Item>
      </Form>
    );
  }

  it.each([
    [{}, 'onChange'],
    [{ form: 'onBlur' }, 'onBlur'],
    [{ form: 'onBlur', item: 'onChange' }, 'onChange'],
    [{ form: 'onChange', item: 'onBlur' }, 'onBlur'],
    [{ form: 'onChange', item: 'onChange', rule: 'onBlur' }, 'onBlur'],
    [{ form: 'onBlur', item: 'onBlur', rule: 'onChange' }, 'onChange'],
  ])('%o validates on %s', async (settings, expected) => {
    render(<Setup {...settings} />);
    const field = screen.getByRole('textbox', { name: 'N' });
    await userEvent.type(field, 'ab');
    expect(field.hasAttribute('aria-invalid')).toBe(expected === 'onChange');
    await userEvent.click(screen.getByRole('textbox', { name: 'Other' }));
    expect(field).toHaveAttribute('aria-invalid', 'true');
  });
});

/** Shows a value chosen elsewhere (in a picker), as the child of an item with `onClick`. */
function Chosen({ value }: { value?: string }) {
  return <span>{value ?? 'Not set'}</span>;
}

describe('FormItem with onClick', () => {
  it('is a button named by its label, described by its value, pressed by tap and keys', async () => {
    const onClick = vi.fn();
    const clear = vi.fn();
    render(
      <Form initialValues={{ birthday: '1 May 1990' }}>
        <Form.Item
          name="birthday"
          label="Birthday"
          onClick={onClick}
          extra={
            <button type="button" onClick={clear}>
              Clear
            </button>
          }
        >
          <Chosen />
        </Form.Item>
      </Form>,
    );
    const row = screen.getByRole('button', { name: 'Birthday' });
    expect(row).toHaveAccessibleDescription('1 May 1990');
    // The arrow shows by default, after the button; `extra` is beside it, not inside.
    expect(row.parentElement!.lastElementChild!.tagName).toBe('svg');
    await userEvent.click(row);
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    expect(onClick).toHaveBeenCalledTimes(3);
    await userEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(clear).toHaveBeenCalledOnce();
    expect(onClick).toHaveBeenCalledTimes(3);
  });

  it('shows the value it sets, says required in words, and takes focus after a failed submit', async () => {
    function Birthday() {
      const [form] = Form.useForm();
      return (
        <Form form={form}>
          <Form.Item
            name="birthday"
            label="Birthday"
            rules={[{ required: true }]}
            onClick={() => form.setFieldValue('birthday', '1 May 1990')}
          >
            <Chosen />
          </Form.Item>
          <Button onClick={() => form.submit()}>Save</Button>
        </Form>
      );
    }
    render(<Birthday />);
    // A button cannot carry aria-required, so the required text is in its name.
    const row = screen.getByRole('button', { name: 'Birthday (required)' });
    expect(row).not.toHaveAttribute('aria-required');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(row).toHaveFocus());
    expect(row).toHaveAttribute('aria-invalid', 'true');
    expect(row).toHaveAccessibleDescription('Not set Birthday is required');
    await userEvent.keyboard('{Enter}');
    expect(row).toHaveAccessibleDescription(/^1 May 1990/);
  });

  it('works without a name, and is disabled with the form', async () => {
    const onClick = vi.fn();
    render(
      <Form disabled>
        <FormItem label="Language" onClick={onClick} arrow={false}>
          English
        </FormItem>
      </Form>,
    );
    const row = screen.getByRole('button', { name: 'Language', description: 'English' });
    expect(row).toBeDisabled();
    expect(row.parentElement!.querySelector('svg')).toBeNull();
    await userEvent.click(row);
    expect(onClick).not.toHaveBeenCalled();
  });
});

describe('FormItem outside a Form', () => {
  it('warns and renders its content', () => {
    expectConsole('warn', 'Form.Item: must be inside a <Form>');
    render(
      <FormItem name="x" label="Loose">
        <Input />
      </FormItem>,
    );
    expect(screen.getByRole('textbox', { name: 'Loose' })).toBeInTheDocument();
  });
});

describeBasics('FormItem', () => (
  <Form>
    <FormItem name="rating" label="Rating" valuePropName="score" trigger="onRate" arrow>
      <Rating />
    </FormItem>
  </Form>
));

describeBasics('FormItem with onClick', () => (
  <Form requiredMarkStyle="text-optional" initialValues={{ birthday: '1 May 1990' }}>
    <FormItem
      name="birthday"
      label="Birthday"
      required
      onClick={() => {}}
      extra={<button type="button">Clear</button>}
    >
      <Chosen />
    </FormItem>
    <FormItem name="city" label="City">
      <Input />
    </FormItem>
  </Form>
));
