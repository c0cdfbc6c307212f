/**
 * title: Basic, clearable and controlled
 * description: An uncontrolled field with a clear button, and a controlled one whose text the app shapes as it is typed. Input draws no box of its own; here form rows frame it.
 * keywords: [clearable, controlled, uncontrolled, placeholder]
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
          onChange={(value) => setCode(value.toUpperCase())}
          clearable
        />
      </Form.Item>
    </Form>
  );
}
