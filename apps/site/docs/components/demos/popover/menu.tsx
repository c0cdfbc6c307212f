/**
 * title: Menu
 * description: Popover.Menu lists actions with icons; choose one with a tap or with the arrow keys and Enter. The message opens its menu on a long press, a right click or Shift+F10.
 * keywords: [Popover.Menu, actions, menu, keyboard, contextmenu, long press]
 */
import {
  AddIcon,
  Button,
  Flex,
  MoreIcon,
  Popover,
  SearchIcon,
  SettingIcon,
  Toast,
} from '@tessera/mobile';

export default function Menu() {
  return (
    <Flex justify="between" align="center">
      <Popover.Menu
        trigger="contextmenu"
        placement="bottom-start"
        actions={[
          { key: 'reply', text: 'Reply' },
          { key: 'copy', text: 'Copy' },
        ]}
        onAction={(action) => Toast.show(`${action.text}`)}
      >
        <Button shape="rounded" onClick={() => Toast.show('Tapped the message')}>
          See you at six?
        </Button>
      </Popover.Menu>
      <Popover.Menu
        placement="bottom-end"
        actions={[
          { key: 'new', text: 'New chat', icon: <AddIcon /> },
          { key: 'search', text: 'Search', icon: <SearchIcon /> },
          { key: 'settings', text: 'Settings', icon: <SettingIcon />, disabled: true },
        ]}
        onAction={(action) => Toast.show(`${action.text}`)}
      >
        <Button fill="none" aria-label="More">
          <MoreIcon />
        </Button>
      </Popover.Menu>
    </Flex>
  );
}
