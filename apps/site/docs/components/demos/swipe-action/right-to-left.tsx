/**
 * title: Right to left
 * description: Inside dir="rtl" the start actions sit on the right and the end actions on the left; swipe right to reveal Delete.
 * keywords: [rtl, dir, direction, start, end, arabic]
 */
import { Box, SwipeAction } from '@tessera/mobile';

export default function RightToLeft() {
  return (
    <div dir="rtl" lang="ar">
      <SwipeAction
        fullSwipe
        startActions={[{ key: 'read', text: 'مقروء', color: 'primary' }]}
        endActions={[{ key: 'delete', text: 'حذف', color: 'danger' }]}
      >
        <Box padding="l">هل ما زلنا على موعد الخميس؟</Box>
      </SwipeAction>
    </div>
  );
}
