/**
 * title: Menu
 * description: Popover.Menu lists actions with icons; choose one with a tap or with the arrow keys and Enter.
 * keywords: [Popover.Menu, actions, menu, keyboard]
 */
import {
  AddIcon,
  Button,
  MoreIcon,
  Popover,
  SearchIcon,
  SettingIcon,
  Toast,
} from '@tessera/mobile';

export default function Menu() {
  return (
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
  );
}
