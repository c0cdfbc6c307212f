/**
 * title: Jumping from code
 * description: The ref's scrollTo jumps to a panel, and onIndexChange reports the panel at the top as the list scrolls.
 * keywords: [ref, scrollTo, onIndexChange]
 */
import { Button, Flex, IndexBar, type IndexBarRef } from '@tessera/mobile';
import { useRef, useState } from 'react';

const sections = ['Intro', 'Setup', 'Usage', 'Limits', 'Support'];

export default function ControlledScroll() {
  const ref = useRef<IndexBarRef>(null);
  const [current, setCurrent] = useState('Intro');
  return (
    <Flex direction="column" gap="m">
      <Flex gap="s" wrap>
        <span>At: {current}</span>
        <Button size="small" onClick={() => ref.current?.scrollTo('Limits')}>
          Jump to Limits
        </Button>
      </Flex>
      <IndexBar ref={ref} onIndexChange={setCurrent}>
        {sections.map((section) => (
          <IndexBar.Panel key={section} brief={section[0]} title={section}>
            <p>What the {section.toLowerCase()} section says, in a few lines of text.</p>
            <p>Scroll on to reach the next section, or use the index at the side.</p>
          </IndexBar.Panel>
        ))}
      </IndexBar>
    </Flex>
  );
}
