/**
 * title: Following the location
 * description: With React Router, the active item is the current location and pressing an item navigates. A link in the page moves the bar too. The demo keeps its own in-memory history (MemoryRouter), so it never changes this page's address; in an app the router around it is your own.
 * keywords: [router, react-router, location, navigate, activeKey, controlled, MemoryRouter]
 */
import { Button, Flex, HomeIcon, SettingIcon, TabBar, UserIcon } from '@tessera/mobile';
import { MemoryRouter, useLocation, useNavigate } from 'react-router-dom';

const screenTitles: Record<string, string> = {
  '/': 'Home',
  '/account': 'Account',
  '/settings': 'Settings',
};

function AppTabBar() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  return (
    <TabBar
      aria-label="App"
      safeArea={false}
      activeKey={pathname}
      onChange={(path) => navigate(path)}
    >
      <TabBar.Item key="/" title="Home" icon={<HomeIcon />} />
      <TabBar.Item key="/account" title="Account" icon={<UserIcon />} />
      <TabBar.Item key="/settings" title="Settings" icon={<SettingIcon />} />
    </TabBar>
  );
}

function Screen() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  return (
    <Flex direction="column" gap="m">
      <p>
        Location: <code>{pathname}</code>, the {screenTitles[pathname]} page.
      </p>
      {pathname !== '/settings' && (
        <Button size="small" onClick={() => navigate('/settings')}>
          Open settings from the page
        </Button>
      )}
    </Flex>
  );
}

export default function Router() {
  return (
    <MemoryRouter>
      <Flex direction="column" gap="m">
        <Screen />
        <AppTabBar />
      </Flex>
    </MemoryRouter>
  );
}
