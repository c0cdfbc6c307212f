/**
 * title: Driving the form from code
 * description: Form.useForm gives an instance to fill, check and reset the form; Form.Subscribe shows a field only for one answer and re-renders when that answer changes.
 * keywords: [useForm, setFieldsValue, validateFields, resetFields, Subscribe, shouldUpdate]
 */
import { Button, Flex, Form, Input, Toast } from '@tessera/mobile';

export default function Instance() {
  const [form] = Form.useForm();
  return (
    <Flex direction="column" gap="m">
      <Flex gap="s" wrap>
        <Button
          size="small"
          onClick={() =>
            form.setFieldsValue({ company: 'Analytical Engines Ltd', size: '12', vat: 'GB123' })
          }
        >
          Fill in
        </Button>
        <Button
          size="small"
          onClick={() =>
            form.validateFields().then(
              () => Toast.show('All fields are valid'),
              (info: { errorFields: unknown[] }) =>
                Toast.show(`${info.errorFields.length} fields to fix`),
            )
          }
        >
          Check
        </Button>
        <Button size="small" onClick={() => form.resetFields()}>
          Reset
        </Button>
      </Flex>
      <Form form={form}>
        <Form.Item name="company" label="Company" rules={[{ required: true }]}>
          <Input placeholder="Company name" />
        </Form.Item>
        <Form.Item
          name="size"
          label="Employees"
          rules={[{ required: true }, { type: 'integer', min: 1 }]}
        >
          <Input type="number" inputMode="numeric" min={1} placeholder="How many people" />
        </Form.Item>
        <Form.Subscribe to={['size']}>
          {({ size }) =>
            Number(size) >= 10 && (
              <Form.Item name="vat" label="VAT number" rules={[{ required: true }]}>
                <Input />
              </Form.Item>
            )
          }
        </Form.Subscribe>
      </Form>
    </Flex>
  );
}
