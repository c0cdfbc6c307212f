/**
 * title: Card mode
 * description: mode="card" insets the list with rounded corners, for grouped settings on the page background.
 * keywords: [mode, card, inset, grouped]
 */
import { Box, List } from '@tessera/mobile';

export default function CardMode() {
  return (
    <Box background="page" paddingY="m">
      <List header="Notifications" mode="card">
        <List.Item extra="On">Messages</List.Item>
        <List.Item extra="Off">Mentions</List.Item>
      </List>
      <List header="Privacy" mode="card">
        <List.Item onClick={() => undefined}>Blocked accounts</List.Item>
        <List.Item onClick={() => undefined} arrow={false} extra="Everyone">
          Who can see my posts
        </List.Item>
      </List>
    </Box>
  );
}
