/**
 * title: Result page with details and actions
 * description: A payment result with a summary of the order and the two next steps.
 * keywords: [children, details, actions, page]
 */
import { Box, Button, Flex, Result } from '@tessera/mobile';

export default function ResultPage() {
  return (
    <Result
      status="success"
      title="Paid 24.00"
      description="A receipt is on its way to ada@example.com."
    >
      <Flex direction="column" gap="l">
        <Box background="page" radius="m" padding="m">
          <Flex justify="between">
            <span>Order</span>
            <span>#1042</span>
          </Flex>
          <Flex justify="between">
            <span>Delivery</span>
            <span>Thursday</span>
          </Flex>
        </Box>
        <Button color="primary" block>
          Track order
        </Button>
        <Button fill="none" block>
          Back to shop
        </Button>
      </Flex>
    </Result>
  );
}
