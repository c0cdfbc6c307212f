/**
 * title: Custom texts
 * description: Your own texts for each status, a lower threshold and a longer complete message.
 * keywords: [pullingText, canReleaseText, refreshingText, completeText, threshold, completeDelay]
 */
import { Box, PullToRefresh } from '@tessera/mobile';

export default function CustomTexts() {
  return (
    <PullToRefresh
      threshold={40}
      completeDelay={1000}
      pullingText="Keep pulling"
      canReleaseText="Let go to check for new orders"
      refreshingText="Checking…"
      completeText="You are up to date"
      onRefresh={() => new Promise((resolve) => setTimeout(resolve, 800))}
    >
      <Box padding="l">Pull down to check for new orders.</Box>
    </PullToRefresh>
  );
}
