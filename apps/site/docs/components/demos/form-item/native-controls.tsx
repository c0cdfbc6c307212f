/**
 * title: Native controls, arrow and position
 * description: A native select behind a row with a chevron, a row that opens a sheet with `onClick`, and a checkbox bound through `valuePropName="checked"` pushed to the end of its row.
 * keywords: [arrow, onClick, picker, childElementPosition, checked, select, native]
 */
import { ActionSheet, Form } from '@tessera/mobile';

/** Shows the field's value; the sheet opened by the row sets it. */
function Chosen({ value }: { value?: string }) {
  return <span>{value}</span>;
}

export default function NativeControls() {
  const [form] = Form.useForm();
  return (
    <Form form={form} initialValues={{ country: 'no', size: 'M', news: true }}>
      <Form.Item name="country" label="Country" arrow>
        <select>
          <option value="no">Norway</option>
          <option value="pt">Portugal</option>
          <option value="jp">Japan</option>
        </select>
      </Form.Item>
      <Form.Item
        name="size"
        label="Size"
        onClick={() =>
          ActionSheet.show({
            actions: ['S', 'M', 'L'].map((size) => ({ key: size, text: size })),
            onAction: (action) => form.setFieldValue('size', action.key),
          })
        }
      >
        <Chosen />
      </Form.Item>
      <Form.Item
        name="news"
        label="Send me news"
        valuePropName="checked"
        childElementPosition="right"
      >
        <input type="checkbox" />
      </Form.Item>
    </Form>
  );
}
