/**
 * title: Start and end actions
 * description: Swipe right to mark as read, left to pin or delete (in right-to-left text the sides swap).
 * keywords: [startActions, endActions, color]
 */
import { Box, SwipeAction, Toast } from '@tessera/mobile';

export default function LeftAndRight() {
  return (
    <SwipeAction
      startActions={[{ key: 'read', text: 'Read', color: 'primary' }]}
      endActions={[
        { key: 'pin', text: 'Pin', color: 'warning' },
        { key: 'delete', text: 'Delete', color: 'danger' },
      ]}
      onAction={(action) => Toast.show(`${action.text}`)}
    >
      <Box padding="l">Ada: Are we still on for Thursday?</Box>
    </SwipeAction>
  );
}
