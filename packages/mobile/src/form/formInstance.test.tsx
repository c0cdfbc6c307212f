import { act, render, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from '../button/Button';
import { Input } from '../input/Input';
import { Form, type FormInstance } from './index';

function Profile({ form, onFinish }: { form: FormInstance; onFinish?: () => void }) {
  return (
    <Form form={form} initialValues={{ name: 'Ada' }} onFinish={onFinish}>
      <Form.Item name="name" label="Name" rules={[{ required: true }]}>
        <Input />
      </Form.Item>
      <Form.Item name={['address', 'city']} label="City" rules={[{ required: true }]}>
        <Input />
      </Form.Item>
    </Form>
  );
}

describe('Form.useForm', () => {
  it('reads, sets, validates and resets from code', async () => {
    const { result } = renderHook(() => Form.useForm());
    const [form] = result.current;
    render(<Profile form={form} />);
    expect(form.getFieldValue('name')).toBe('Ada');
    act(() => form.setFieldsValue({ address: { city: 'Oslo' } }));
    expect(screen.getByRole('textbox', { name: 'City' })).toHaveValue('Oslo');
    expect(form.getFieldsValue()).toEqual({ name: 'Ada', address: { city: 'Oslo' } });
    expect(form.getFieldsValue([['address', 'city']])).toEqual({ address: { city: 'Oslo' } });
    act(() => form.setFieldValue('name', ''));
    await expect(act(() => form.validateFields())).rejects.toMatchObject({
      errorFields: [{ name: ['name'], errors: ['Name is required'] }],
    });
    expect(form.getFieldError('name')).toEqual(['Name is required']);
    expect(form.isFieldTouched('name')).toBe(false);
    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'Grace');
    expect(form.isFieldTouched('name')).toBe(true);
    await expect(act(() => form.validateFields(['name']))).resolves.toMatchObject({
      name: 'Grace',
    });
    act(() => form.resetFields());
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Ada');
    expect(screen.getByRole('textbox', { name: 'City' })).toHaveValue('');
    expect(form.isFieldTouched('name')).toBe(false);
    expect(form.getFieldError('name')).toEqual([]);
  });

  it('submits from code', async () => {
    const onFinish = vi.fn();
    const { result } = renderHook(() => Form.useForm());
    const [form] = result.current;
    render(<Profile form={form} onFinish={onFinish} />);
    act(() => form.setFieldValue(['address', 'city'], 'Rome'));
    await act(async () => form.submit());
    expect(onFinish).toHaveBeenCalledWith({ name: 'Ada', address: { city: 'Rome' } });
  });
});

describe('Form.Array', () => {
  function Phones() {
    return (
      <Form initialValues={{ phones: ['111', ''] }} footer={<Button type="submit">Save</Button>}>
        <Form.Array name="phones">
          {(fields, { add, remove }) => (
            <>
              {fields.map((field) => (
                <Form.Item
                  key={field.key}
                  name={field.name}
                  label={`Phone ${field.index + 1}`}
                  rules={[{ required: true }]}
                  extra={
                    <button type="button" onClick={() => remove(field.index)}>
                      Remove phone {field.index + 1}
                    </button>
                  }
                >
                  <Input />
                </Form.Item>
              ))}
              <button type="button" onClick={() => add('')}>
                Add phone
              </button>
            </>
          )}
        </Form.Array>
      </Form>
    );
  }

  it('adds and removes items, moving values and errors with them', async () => {
    render(<Phones />);
    await userEvent.click(screen.getByRole('button', { name: 'Add phone' }));
    expect(screen.getAllByRole('textbox')).toHaveLength(3);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    const second = await screen.findByRole('textbox', { name: 'Phone 2' });
    expect(second).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('textbox', { name: 'Phone 3' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await userEvent.type(screen.getByRole('textbox', { name: 'Phone 3' }), '333');
    await userEvent.click(screen.getByRole('button', { name: 'Remove phone 2' }));
    const boxes = screen.getAllByRole('textbox');
    expect(boxes.map((box) => (box as HTMLInputElement).value)).toEqual(['111', '333']);
    expect(boxes[1]).not.toHaveAttribute('aria-invalid');
  });
});
