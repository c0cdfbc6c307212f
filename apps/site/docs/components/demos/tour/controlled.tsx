/**
 * title: Controlled step and open state
 * description: The page keeps current and open, starts the tour at any step, and hears each change, a finish and a skip.
 * keywords: [current, open, onChange, onClose, onFinish, controlled]
 */
import { Button, Flex, Tag, Tour, type TourStep } from '@tessera/mobile';
import { useRef, useState } from 'react';

export default function Controlled() {
  const [open, setOpen] = useState(false);
  const [current, setCurrent] = useState(0);
  const [status, setStatus] = useState('Not started');
  const price = useRef<HTMLSpanElement>(null);
  const buy = useRef<HTMLButtonElement>(null);
  const steps: TourStep[] = [
    { target: price, title: 'Price', description: 'Taxes are included.' },
    { target: buy, title: 'Buy', description: 'Pay with a saved card in one tap.' },
  ];
  const start = (step: number) => {
    setCurrent(step);
    setOpen(true);
    setStatus(`On step ${step + 1}`);
  };
  return (
    <Flex direction="column" gap="l">
      <Flex justify="between" align="center">
        <span>Trail shoes</span>
        <Tag ref={price} color="primary">
          $89
        </Tag>
      </Flex>
      <Button ref={buy} block color="primary">
        Buy now
      </Button>
      <Flex gap="s" wrap>
        <Button size="small" onClick={() => start(0)}>
          Tour from step 1
        </Button>
        <Button size="small" onClick={() => start(1)}>
          Tour from step 2
        </Button>
      </Flex>
      <p role="status">{status}</p>
      <Tour
        steps={steps}
        open={open}
        current={current}
        onChange={(next) => {
          setCurrent(next);
          setStatus(`On step ${next + 1}`);
        }}
        onFinish={() => setStatus('Finished')}
        onClose={(at) => {
          setOpen(false);
          setStatus((text) => (text === 'Finished' ? text : `Skipped at step ${at + 1}`));
        }}
      />
    </Flex>
  );
}
