/**
 * title: Disabled and links
 * description: A disabled button stays focusable and says so to screen readers; with href the button renders as a link.
 * keywords: [disabled, href, link, submit]
 */
import { Button, Flex } from '@tessera/mobile';

export default function DisabledAndLink() {
  return (
    <Flex direction="column" gap="m">
      <Button disabled color="primary" block>
        Pay (add a card first)
      </Button>
      <Button href="/guide" fill="none" color="primary">
        Open the quick start
      </Button>
    </Flex>
  );
}
