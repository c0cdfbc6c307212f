/**
 * title: When rules run
 * description: The form checks on blur; one item checks on every change; one rule of another item checks on blur although its item checks on change. The narrowest setting wins.
 * keywords: [validateTrigger, onBlur, onChange, precedence]
 */
import { Form, Input } from '@tessera/mobile';

export default function ValidateTrigger() {
  return (
    <Form validateTrigger="onBlur">
      <Form.Item
        name="email"
        label="Email"
        help="Form default: checked when you leave the field"
        rules={[{ required: true }, { type: 'email' }]}
      >
        <Input type="email" placeholder="you@example.com" autoComplete="email" />
      </Form.Item>
      <Form.Item
        name="code"
        label="Invite code"
        help="Item setting: checked as you type"
        validateTrigger="onChange"
        rules={[{ len: 6 }, { pattern: /^[A-Z0-9]*$/, message: 'Use capital letters and digits' }]}
      >
        <Input placeholder="6 characters" maxLength={6} />
      </Form.Item>
      <Form.Item
        name="handle"
        label="Handle"
        help="Characters as you type; the length when you leave"
        validateTrigger="onChange"
        rules={[
          { pattern: /^@?\w*$/, message: 'Use letters, digits and _' },
          { min: 4, validateTrigger: 'onBlur' },
        ]}
      >
        <Input placeholder="@your_handle" />
      </Form.Item>
    </Form>
  );
}
