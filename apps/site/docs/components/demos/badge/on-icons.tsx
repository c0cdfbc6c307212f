/**
 * title: On icons and buttons
 * description: A count, a capped count (99+), a dot and a text badge at the top end corner of what they mark.
 * keywords: [count, max, dot, icon, corner]
 */
import { Badge, Button, Flex, HeartIcon, SettingIcon, UserIcon } from '@tessera/mobile';

export default function OnIcons() {
  return (
    <Flex gap="xl" align="center" wrap>
      <Badge content={5} label="5 unread messages">
        <Button fill="none" size="large" aria-label="Messages">
          <UserIcon />
        </Button>
      </Badge>
      <Badge content={128} label="128 likes">
        <Button fill="none" size="large" aria-label="Likes">
          <HeartIcon />
        </Button>
      </Badge>
      <Badge dot label="Update available">
        <Button fill="none" size="large" aria-label="Settings">
          <SettingIcon />
        </Button>
      </Badge>
      <Badge content="New" color="primary" bordered>
        <Button size="small">Offers</Button>
      </Badge>
    </Flex>
  );
}
