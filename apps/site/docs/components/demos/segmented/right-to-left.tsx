/**
 * title: Right to left
 * description: In right-to-left text the first option sits on the right, the thumb follows the chosen one, and the Left arrow moves to the next option.
 * keywords: [rtl, dir, direction]
 */
import { Segmented } from '@tessera/mobile';

export default function RightToLeft() {
  return (
    <div dir="rtl" lang="ar">
      <Segmented aria-label="الترتيب" options={['الأحدث', 'الأقدم', 'الأكثر شيوعًا']} />
    </div>
  );
}
