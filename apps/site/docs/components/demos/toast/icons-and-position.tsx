/**
 * title: Icons and position
 * description: Success, fail and loading icons, and toasts at the top, centre and bottom of the screen.
 * keywords: [icon, success, fail, loading, position]
 */
import { Button, Flex, Toast } from '@tessera/mobile';

export default function IconsAndPosition() {
  return (
    <Flex direction="column" gap="m">
      <Flex gap="s" wrap>
        <Button size="small" onClick={() => Toast.show({ content: 'Copied', icon: 'success' })}>
          Success
        </Button>
        <Button size="small" onClick={() => Toast.show({ content: 'No connection', icon: 'fail' })}>
          Fail
        </Button>
        <Button
          size="small"
          onClick={() => Toast.show({ content: 'Loading', icon: 'loading', maskClickable: false })}
        >
          Loading
        </Button>
      </Flex>
      <Flex gap="s" wrap>
        <Button size="small" onClick={() => Toast.show({ content: 'At the top', position: 'top' })}>
          Top
        </Button>
        <Button
          size="small"
          onClick={() => Toast.show({ content: 'At the bottom', position: 'bottom' })}
        >
          Bottom
        </Button>
      </Flex>
    </Flex>
  );
}
