/**
 * title: Character count
 * description: showCount counts characters as people do and never in the middle of an input-method composition; the count is read with the field.
 * keywords: [showCount, maxLength, counter, emoji]
 */
import { TextArea } from '@tessera/mobile';

export default function Count() {
  return (
    <TextArea
      aria-label="Review"
      placeholder="What did you think? (100 characters)"
      maxLength={100}
      showCount
      rows={3}
    />
  );
}
