/**
 * title: Right to left
 * description: In right-to-left text a badge sits on the top left corner of what it marks, the end of the line in that direction. Its spoken text still follows what it marks.
 * keywords: [rtl, dir, direction, corner, end]
 */
import { Badge, Button, Flex, HeartIcon, UserIcon } from '@tessera/mobile';

export default function RightToLeft() {
  return (
    <div dir="rtl" lang="ar">
      <Flex gap="xl" align="center" wrap>
        <Badge content={5} label="٥ رسائل غير مقروءة">
          <Button fill="none" size="large" aria-label="الرسائل">
            <UserIcon />
          </Button>
        </Badge>
        <Badge dot label="جديد">
          <Button fill="none" size="large" aria-label="المفضلة">
            <HeartIcon />
          </Button>
        </Badge>
        <Badge content="جديد" color="primary" bordered>
          <Button size="small">العروض</Button>
        </Badge>
      </Flex>
    </div>
  );
}
