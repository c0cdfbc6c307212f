/**
 * title: Back, title and actions
 * description: The back arrow named "Back" for screen readers, a back button with text, actions at the end, and a long title that takes the room between the buttons and ends with an ellipsis; the short ones are centred on the bar.
 * keywords: [back, onBack, right, title, ellipsis]
 */
import { Button, Flex, MoreIcon, NavBar, SearchIcon, Toast } from '@tessera/mobile';

export default function Basic() {
  const back = () => Toast.show('Back');
  return (
    <Flex direction="column" gap="m">
      <NavBar onBack={back} bordered>
        Order details
      </NavBar>
      <NavBar
        back="Orders"
        onBack={back}
        right={
          <Button fill="none" aria-label="More">
            <MoreIcon />
          </Button>
        }
        bordered
      >
        A very long title that does not fit between the buttons
      </NavBar>
      <NavBar
        back={null}
        left={<Button fill="none">Close</Button>}
        right={
          <Button fill="none" aria-label="Search">
            <SearchIcon />
          </Button>
        }
        bordered
      >
        New message
      </NavBar>
    </Flex>
  );
}
