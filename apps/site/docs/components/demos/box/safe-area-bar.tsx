/**
 * title: Safe area for bars
 * description: A bottom action bar padded by the device's safe-area inset, so the button stays clear of the home indicator.
 * keywords: [safe area, bottom bar, notch, inset]
 */
import { Box, Button } from '@tessera/mobile';

export default function SafeAreaBar() {
  return (
    <Box as="footer" background="default" paddingX="l" paddingY="s" safeArea="bottom">
      <Button color="primary" block shape="rounded">
        Check out
      </Button>
    </Box>
  );
}
