/**
 * title: Disabled while editing
 * description: Pulling is off while the list is in edit mode, where tasks can be removed; after a refresh the complete text says how many tasks arrived.
 * keywords: [disabled, completeText, success, edit mode]
 */
import { Box, Button, Flex, PullToRefresh } from '@tessera/mobile';
import { useRef, useState } from 'react';

export default function DisabledWhileEditing() {
  const [editing, setEditing] = useState(false);
  const [tasks, setTasks] = useState(['Water the plants', 'Call the bank']);
  const [arrived, setArrived] = useState(0);
  const numbered = useRef(0);
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
          // As a server would: one or two new tasks, depending on the list.
          const count = 1 + (tasks.length % 2);
          setArrived(count);
          const fresh = Array.from({ length: count }, () => `Task ${(numbered.current += 1)}`);
          setTasks((list) => [...fresh.reverse(), ...list]);
        }}
      >
        <Box as="ul" padding="m">
          {tasks.map((task) => (
            <li key={task}>
              {task}{' '}
              {editing && (
                <Button
                  size="mini"
                  fill="none"
                  color="danger"
                  onClick={() => setTasks((list) => list.filter((item) => item !== task))}
                >
                  Remove
                </Button>
              )}
            </li>
          ))}
        </Box>
      </PullToRefresh>
    </Flex>
  );
}
