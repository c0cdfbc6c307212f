/**
 * title: Left and right actions
 * description: Swipe right to mark as read, left to pin or delete.
 * keywords: [leftActions, rightActions, color]
 */
import { Box, SwipeAction, Toast } from '@tessera/mobile';

export default function LeftAndRight() {
  return (
    <SwipeAction
      leftActions={[{ key: 'read', text: 'Read', color: 'primary' }]}
      rightActions={[
        { key: 'pin', text: 'Pin', color: 'warning' },
        { key: 'delete', text: 'Delete', color: 'danger' },
      ]}
      onAction={(action) => Toast.show(`${action.text}`)}
    >
      <Box padding="l">Ada: Are we still on for Thursday?</Box>
    </SwipeAction>
  );
}
