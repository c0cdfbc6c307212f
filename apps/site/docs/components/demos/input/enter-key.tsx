/**
 * title: Keyboard Enter key
 * description: enterKeyHint labels the phone keyboard's Enter key; onEnterPress sends the message, but not when Enter only confirms a word in a Chinese or Japanese input method.
 * keywords: [enterKeyHint, onEnterPress, IME, composition, send]
 */
import { Form, Input } from '@tessera/mobile';
import { useState } from 'react';

export default function EnterKey() {
  const [draft, setDraft] = useState('');
  const [sent, setSent] = useState<string[]>([]);
  return (
    <Form>
      <Form.Item label="Message">
        <Input
          placeholder="Type, then Enter"
          enterKeyHint="send"
          value={draft}
          onChange={setDraft}
          onEnterPress={() => {
            if (!draft.trim()) return;
            setSent((list) => [...list, draft.trim()]);
            setDraft('');
          }}
        />
      </Form.Item>
      <Form.Item>
        <ol aria-label="Sent messages">
          {sent.map((message, index) => (
            <li key={index}>{message}</li>
          ))}
        </ol>
      </Form.Item>
    </Form>
  );
}
