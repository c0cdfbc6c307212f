/**
 * title: Grows with the text
 * description: autoSize starts at two rows and grows up to six, then scrolls.
 * keywords: [autoSize, minRows, maxRows, grow]
 */
import { TextArea } from '@tessera/mobile';

export default function AutoSize() {
  return (
    <TextArea
      aria-label="Delivery instructions"
      placeholder="Delivery instructions"
      autoSize={{ minRows: 2, maxRows: 6 }}
      enterKeyHint="enter"
    />
  );
}
