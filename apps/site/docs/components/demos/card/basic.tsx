/**
 * title: Header, body and footer
 * description: A title with an icon and an extra status, the body, and footer actions after a divider.
 * keywords: [title, icon, extra, footer, headerDivider]
 */
import { Button, Card, Flex, Tag, UserIcon } from '@tessera/mobile';

export default function Basic() {
  return (
    <Flex direction="column" gap="m">
      <Card
        icon={<UserIcon />}
        title="Team meeting"
        extra={<Tag color="success">Confirmed</Tag>}
        footer={
          <>
            <Button size="small">Decline</Button>
            <Button size="small" color="primary">
              Join
            </Button>
          </>
        }
      >
        Thursday 10:00–10:30, room 4B. Agenda: release plan and hiring.
      </Card>
      <Card title="No divider" headerDivider={false}>
        The header and body sit together without a line.
      </Card>
      <Card>A card with only a body.</Card>
    </Flex>
  );
}
