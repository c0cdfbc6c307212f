/**
 * title: A day's water goal
 * description: ProgressBar, Switch and Button working together; tap the button to log a glass.
 */
import { Button, Flex, ProgressBar, Switch } from '@tessera/mobile';
import { useState } from 'react';

const GOAL = 10;

export default function HomePreview() {
  const [glasses, setGlasses] = useState(4);
  const [reminders, setReminders] = useState(true);
  const done = glasses >= GOAL;
  return (
    <Flex direction="column" gap="l">
      <strong>Water today</strong>
      <ProgressBar
        percent={(glasses / GOAL) * 100}
        color={done ? 'success' : 'primary'}
        text={`${glasses} of ${GOAL}`}
        aria-label="Glasses of water"
      />
      <Flex align="center" justify="between" gap="m">
        <label htmlFor="home-preview-reminders">Reminders are {reminders ? 'on' : 'off'}</label>
        <Switch id="home-preview-reminders" checked={reminders} onChange={setReminders} />
      </Flex>
      <Button
        color="primary"
        block
        disabled={done}
        onClick={() => setGlasses((count) => Math.min(GOAL, count + 1))}
      >
        {done ? 'Goal reached' : 'Log a glass'}
      </Button>
      <Button fill="outline" block onClick={() => setGlasses(0)}>
        Start again
      </Button>
    </Flex>
  );
}
