/**
 * title: Scrolling text
 * description: Text wider than the bar scrolls after a delay and pauses while hovered or focused; short text stays still. Under reduced motion the long text wraps instead.
 * keywords: [marquee, scroll, speed, delay, pause, closeable, extra]
 */
import { Button, Flex, NoticeBar } from '@tessera/mobile';

export default function Scrolling() {
  return (
    <Flex direction="column" gap="s">
      <NoticeBar
        content="Heavy snow is expected on the mountain roads from Friday evening: chains are required above 1 200 m and the pass closes at night."
        delay={1000}
        closeable
      />
      <NoticeBar
        color="info"
        content="Short text does not scroll."
        extra={
          <Button size="mini" fill="none">
            Details
          </Button>
        }
      />
    </Flex>
  );
}
