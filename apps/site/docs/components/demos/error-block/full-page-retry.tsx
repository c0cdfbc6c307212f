/**
 * title: Full page with a retry
 * description: A full-page error with its own title and description and a retry button that shows progress.
 * keywords: [fullPage, retry, title, description, children]
 */
import { Button, ErrorBlock } from '@tessera/mobile';

function retry() {
  return new Promise((resolve) => setTimeout(resolve, 1200));
}

export default function FullPageRetry() {
  return (
    <ErrorBlock
      fullPage
      status="disconnected"
      title="Cannot load your orders"
      description="Check that you are online, then try again."
    >
      <Button color="primary" loading="auto" onClick={retry}>
        Try again
      </Button>
    </ErrorBlock>
  );
}
