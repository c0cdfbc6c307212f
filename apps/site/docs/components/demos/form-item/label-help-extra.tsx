/**
 * title: Label, help and extra
 * description: The label is tied to the control, the required mark comes from the rules, help is read with the field, and extra content sits at the end of the row.
 * keywords: [label, help, extra, required mark]
 */
import { Button, Form, Input, Toast } from '@tessera/mobile';

export default function LabelHelpExtra() {
  return (
    <Form>
      <Form.Item
        name="phone"
        label="Mobile number"
        rules={[{ required: true }]}
        help="We send a one-time code to it"
      >
        <Input type="tel" placeholder="+47 912 34 567" autoComplete="tel" />
      </Form.Item>
      <Form.Item
        name="code"
        label="Code"
        rules={[{ required: true }, { len: 6 }]}
        extra={
          <Button size="small" fill="none" color="primary" onClick={() => Toast.show('Code sent')}>
            Send code
          </Button>
        }
      >
        <Input
          inputMode="numeric"
          placeholder="6 digits"
          autoComplete="one-time-code"
          maxLength={6}
        />
      </Form.Item>
    </Form>
  );
}
