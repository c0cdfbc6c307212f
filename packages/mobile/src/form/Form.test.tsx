import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from '../button/Button';
import { Input } from '../input/Input';
import { describeBasics } from '../test-utils/basics';
import { expectConsole } from '../test-utils/console';
import { Form, type RequiredMarkStyle } from './index';

describe('Form', () => {
  it('re-renders only the field that changed', async () => {
    const renders = { first: 0, second: 0 };
    function Counted({
      which,
      ...props
    }: {
      which: 'first' | 'second';
      value?: string;
      onChange?: (v: string) => void;
    }) {
      renders[which] += 1;
      return <Input aria-label={which} {...props} />;
    }
    render(
      <Form>
        <Form.Item name="first">
          <Counted which="first" />
        </Form.Item>
        <Form.Item name="second">
          <Counted which="second" />
        </Form.Item>
      </Form>,
    );
    const before = { ...renders };
    await userEvent.type(screen.getByRole('textbox', { name: 'first' }), 'abc');
    expect(renders.first - before.first).toBe(3);
    expect(renders.second).toBe(before.second);
  });

  it('shows the message with the label, marks the control invalid and describes it by the error', async () => {
    render(
      <Form>
        <Form.Item name="email" label="Email" rules={[{ required: true }, { type: 'email' }]}>
          <Input />
        </Form.Item>
      </Form>,
    );
    const email = screen.getByRole('textbox', { name: 'Email' });
    expect(email).toHaveAttribute('aria-required', 'true');
    await userEvent.type(email, 'ada@');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('Email is not a valid email address');
    await userEvent.type(email, 'example.com');
    expect(email).not.toHaveAttribute('aria-invalid');
    await userEvent.clear(email);
    expect(email).toHaveAccessibleDescription('Email is required');
  });

  it('calls onFinish with the values after a valid submit, and onValuesChange on each change', async () => {
    const onFinish = vi.fn();
    const onValuesChange = vi.fn();
    render(
      <Form
        initialValues={{ name: 'Ada', city: 'Oslo' }}
        onFinish={onFinish}
        onValuesChange={onValuesChange}
        footer={<Button type="submit">Save</Button>}
      >
        <Form.Item name="name" label="Name" rules={[{ required: true }]}>
          <Input />
        </Form.Item>
        <Form.Item name="city" label="City">
          <Input />
        </Form.Item>
      </Form>,
    );
    await userEvent.type(screen.getByRole('textbox', { name: 'City' }), '!');
    expect(onValuesChange).toHaveBeenLastCalledWith(
      { city: 'Oslo!' },
      { name: 'Ada', city: 'Oslo!' },
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onFinish).toHaveBeenCalledWith({ name: 'Ada', city: 'Oslo!' }));
  });

  it('on a failed submit focuses the first invalid field on screen and announces a summary', async () => {
    const onFinishFailed = vi.fn();
    render(
      <Form onFinishFailed={onFinishFailed} footer={<Button type="submit">Join</Button>}>
        <Form.Item name="name" label="Name" rules={[{ required: true }]}>
          <Input />
        </Form.Item>
        <Form.Item name="ok" label="Nickname">
          <Input />
        </Form.Item>
        <Form.Item name="age" label="Age" rules={[{ required: true }]}>
          <Input />
        </Form.Item>
      </Form>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Join' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus());
    expect(screen.getByRole('status')).toHaveTextContent('2 fields need attention: Name and Age');
    expect(onFinishFailed).toHaveBeenCalledWith({
      values: {},
      errorFields: [
        { name: ['name'], errors: ['Name is required'] },
        { name: ['age'], errors: ['Age is required'] },
      ],
    });
    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'Ada');
    await userEvent.click(screen.getByRole('button', { name: 'Join' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Age' })).toHaveFocus());
    expect(screen.getByRole('status')).toHaveTextContent('1 field needs attention: Age');
  });

  it('ignores an async answer that comes after a newer value', async () => {
    const answers: Array<(message?: string) => void> = [];
    const validator = vi.fn(
      () => new Promise<string | undefined>((resolve) => answers.push(resolve)),
    );
    render(
      <Form>
        <Form.Item name="user" label="Username" rules={[{ validator }]}>
          <Input />
        </Form.Item>
      </Form>,
    );
    const user = screen.getByRole('textbox', { name: 'Username' });
    await userEvent.type(user, 'ab');
    expect(user).toHaveAccessibleDescription('Checking…');
    await act(async () => answers[1]!());
    expect(user).not.toHaveAttribute('aria-invalid');
    await act(async () => answers[0]!('"a" is taken'));
    expect(user).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText('"a" is taken')).toBeNull();
  });

  it('re-checks a dependent field when the field it depends on changes', async () => {
    render(
      <Form>
        <Form.Item name="password" label="Password">
          <Input type="password" />
        </Form.Item>
        <Form.Item
          name="confirm"
          label="Confirm"
          dependencies={['password']}
          rules={[
            {
              validator: (value, values) =>
                value === values.password ? undefined : 'The passwords differ',
            },
          ]}
        >
          <Input type="password" />
        </Form.Item>
      </Form>,
    );
    const password = screen.getByLabelText('Password');
    const confirm = screen.getByLabelText('Confirm');
    await userEvent.type(password, 'secret');
    await userEvent.type(confirm, 'secret');
    expect(confirm).not.toHaveAttribute('aria-invalid');
    await userEvent.type(password, '!');
    expect(confirm).toHaveAttribute('aria-invalid', 'true');
    expect(confirm).toHaveAccessibleDescription('The passwords differ');
  });

  it('renders Form.Subscribe from the watched fields only', async () => {
    const renders = vi.fn();
    render(
      <Form>
        <Form.Item name="plan" label="Plan">
          <Input />
        </Form.Item>
        <Form.Item name="note" label="Note">
          <Input />
        </Form.Item>
        <Form.Subscribe to={['plan']}>
          {({ plan }) => {
            renders();
            return plan === 'team' ? <p>Team size</p> : null;
          }}
        </Form.Subscribe>
      </Form>,
    );
    await userEvent.type(screen.getByRole('textbox', { name: 'Plan' }), 'team');
    expect(screen.getByText('Team size')).toBeInTheDocument();
    const count = renders.mock.calls.length;
    await userEvent.type(screen.getByRole('textbox', { name: 'Note' }), 'hi');
    expect(renders).toHaveBeenCalledTimes(count);
  });

  it('disables every bound control', () => {
    render(
      <Form disabled>
        <Form.Item name="a" label="A">
          <Input />
        </Form.Item>
      </Form>,
    );
    expect(screen.getByRole('textbox', { name: 'A' })).toBeDisabled();
  });

  it('warns about an unknown rule type and keeps working', async () => {
    expectConsole('warn', 'the rule type "emial" on "Mail" is not known');
    render(
      <Form>
        <Form.Item name="mail" label="Mail" rules={[{ type: 'emial' as 'email' }, { min: 3 }]}>
          <Input />
        </Form.Item>
      </Form>,
    );
    await userEvent.type(screen.getByRole('textbox', { name: 'Mail' }), 'ab');
    expect(screen.getByText('Mail needs at least 3 characters')).toBeInTheDocument();
  });

  it('uses the locale for messages', async () => {
    const { ConfigProvider } = await import('../config-provider/ConfigProvider');
    const { zhCN } = await import('../locale/zhCN');
    render(
      <ConfigProvider locale={zhCN}>
        <Form>
          <Form.Item name="n" label="姓名" rules={[{ required: true }]}>
            <Input />
          </Form.Item>
        </Form>
      </ConfigProvider>,
    );
    const field = screen.getByRole('textbox', { name: '姓名' });
    await userEvent.type(field, 'a');
    await userEvent.clear(field);
    expect(field).toHaveAccessibleDescription('请输入姓名');
  });
});

describe('requiredMarkStyle', () => {
  function Marked({ markStyle }: { markStyle?: RequiredMarkStyle }) {
    return (
      <Form requiredMarkStyle={markStyle}>
        <Form.Item name="name" label="Name" rules={[{ required: true }]}>
          <Input />
        </Form.Item>
        <Form.Item name="note" label="Note">
          <Input />
        </Form.Item>
      </Form>
    );
  }

  it.each([
    [undefined, ['Name*', 'Note']],
    ['asterisk', ['Name*', 'Note']],
    ['text-required', ['Name(required)', 'Note']],
    ['text-optional', ['Name', 'Note(optional)']],
    ['none', ['Name', 'Note']],
  ] as const)('%s shows the labels %j; screen readers hear aria-required', (markStyle, shown) => {
    render(<Marked markStyle={markStyle} />);
    expect([...document.querySelectorAll('label')].map((label) => label.textContent)).toEqual(
      shown,
    );
    // The marks are hidden, so they are not read as part of the names.
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveAttribute('aria-required', 'true');
    expect(screen.getByRole('textbox', { name: 'Note' })).not.toHaveAttribute('aria-required');
  });

  it('words the marks in the locale’s language', async () => {
    const { ConfigProvider } = await import('../config-provider/ConfigProvider');
    const { zhCN } = await import('../locale/zhCN');
    render(
      <ConfigProvider locale={zhCN}>
        <Marked markStyle="text-optional" />
      </ConfigProvider>,
    );
    expect(screen.getByText('（选填）')).toBeInTheDocument();
  });
});

describeBasics('Form', () => (
  <Form initialValues={{ name: 'Ada' }} footer={<Button type="submit">Save</Button>}>
    <Form.Item name="name" label="Name" rules={[{ required: true }]} help="As on your card">
      <Input />
    </Form.Item>
  </Form>
));
