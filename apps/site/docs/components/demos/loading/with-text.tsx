/**
 * title: With text
 * description: Text beside the indicator, or under it with vertical.
 * keywords: [children, text, vertical]
 */
import { Flex, Loading } from '@tessera/mobile';

export default function WithText() {
  return (
    <Flex direction="column" gap="l">
      <Loading>Loading messages…</Loading>
      <Loading vertical color="primary">
        Syncing photos
      </Loading>
    </Flex>
  );
}
