/**
 * title: Native controls, arrow and position
 * description: A native select behind a row with a chevron, and a checkbox bound through `valuePropName="checked"` pushed to the end of its row.
 * keywords: [arrow, childElementPosition, checked, select, native]
 */
import { Form } from '@tessera/mobile';

export default function NativeControls() {
  return (
    <Form initialValues={{ country: 'no', news: true }}>
      <Form.Item name="country" label="Country" arrow>
        <select>
          <option value="no">Norway</option>
          <option value="pt">Portugal</option>
          <option value="jp">Japan</option>
        </select>
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
