/**
 * title: Disabled while editing
 * description: Pulling is off while the list is in edit mode; after a refresh the complete text says how many items arrived.
 * keywords: [disabled, completeText, success, edit mode]
 */
import { Box, Button, Flex, PullToRefresh } from '@tessera/mobile';
import { useState } from 'react';

export default function DisabledWhileEditing() {
  const [editing, setEditing] = useState(false);
  const [tasks, setTasks] = useState(['Water the plants', 'Call the bank']);
  const [arrived, setArrived] = useState(0);
  return (
    <Flex direction="column" gap="m">
      <Button size="small" onClick={() => setEditing((value) => !value)}>
        {editing ? 'Done' : 'Edit'}
      </Button>
      <PullToRefresh
        disabled={editing}
        completeText={arrived === 1 ? '1 new task' : `${arrived} new tasks`}
        onRefresh={async () => {
          await new Promise((resolve) => setTimeout(resolve, 600));
          setArrived(1);
          setTasks((list) => [`Task ${list.length + 1}`, ...list]);
        }}
      >
        <Box as="ul" padding="m">
          {tasks.map((task) => (
            <li key={task}>
              {task}
              {editing && ' (editing)'}
            </li>
          ))}
        </Box>
      </PullToRefresh>
    </Flex>
  );
}
