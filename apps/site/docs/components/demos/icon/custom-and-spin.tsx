/**
 * title: Custom icons and spinning
 * description: Draw your own icon from SVG shapes with Icon or createIcon, and spin any icon for progress.
 * keywords: [custom, createIcon, spin, loading]
 */
import { Flex, Icon, LoadingIcon, RefreshIcon, createIcon } from '@tessera/mobile';

const BellIcon = createIcon('M6 16V11a6 6 0 0 1 12 0v5l2 2H4zM10 20a2 2 0 0 0 4 0');

export default function CustomAndSpin() {
  return (
    <Flex gap="l" align="center">
      <BellIcon aria-label="Notifications" />
      <Icon aria-label="Battery">
        <rect x="3" y="7" width="16" height="10" rx="2" />
        <path d="M21 11v2" />
      </Icon>
      <LoadingIcon aria-label="Loading" />
      <RefreshIcon spin aria-label="Syncing" />
    </Flex>
  );
}
