/**
 * title: Basic, clearable and controlled
 * description: An uncontrolled field with a clear button, and a controlled one in capitals whose clear button shows only while it has focus.
 * keywords: [clearable, controlled, uncontrolled, placeholder, formatter, onlyShowClearWhenFocus]
 */
import { Form, Input } from '@tessera/mobile';
import { useState } from 'react';

export default function Basic() {
  const [code, setCode] = useState('');
  return (
    <Form>
      <Form.Item label="City">
        <Input placeholder="Where do you live?" clearable defaultValue="Lisbon" />
      </Form.Item>
      <Form.Item label="Voucher" help={`Applied: ${code || 'none'}`}>
        <Input
          placeholder="Capital letters"
          value={code}
          onChange={setCode}
          formatter={(value) => value.toUpperCase()}
          clearable
          onlyShowClearWhenFocus
        />
      </Form.Item>
    </Form>
  );
}
