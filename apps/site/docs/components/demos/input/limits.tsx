/**
 * title: Character limit and number range
 * description: maxLength and showCount count characters as people do, so an emoji or a Chinese character is one; a number outside min and max is brought back when you leave the field.
 * keywords: [maxLength, showCount, emoji, grapheme, number, min, max, clamp]
 */
import { Form, Input } from '@tessera/mobile';

export default function Limits() {
  return (
    <Form>
      <Form.Item label="Nickname" help="Up to 8 characters: try 👩‍💻 or 你好">
        <Input maxLength={8} showCount />
      </Form.Item>
      <Form.Item label="Guests" help="1 to 8">
        <Input type="number" inputMode="numeric" min={1} max={8} />
      </Form.Item>
    </Form>
  );
}
