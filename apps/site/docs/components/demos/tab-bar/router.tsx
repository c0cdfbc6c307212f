/**
 * title: Following the location
 * description: The active item comes from the current location and pressing an item navigates. Here a small in-memory location stands in for a router, and a link in the page moves the bar too.
 * keywords: [router, location, navigate, activeKey, controlled]
 */
import { Button, Flex, HomeIcon, SettingIcon, TabBar, UserIcon } from '@tessera/mobile';
import { useState } from 'react';

/** A stand-in for a router's useLocation and useNavigate. */
function useMemoryLocation(initial: string) {
  const [pathname, setPathname] = useState(initial);
  return { location: { pathname }, navigate: setPathname };
}

const titles: Record<string, string> = {
  '/': 'Home',
  '/account': 'Account',
  '/settings': 'Settings',
};

export default function Router() {
  const { location, navigate } = useMemoryLocation('/');
  return (
    <Flex direction="column" gap="m">
      <p>
        Location: <code>{location.pathname}</code>, the {titles[location.pathname]} page.
      </p>
      {location.pathname !== '/settings' && (
        <Button size="small" onClick={() => navigate('/settings')}>
          Open settings from the page
        </Button>
      )}
      <TabBar aria-label="App" safeArea={false} activeKey={location.pathname} onChange={navigate}>
        <TabBar.Item key="/" title="Home" icon={<HomeIcon />} />
        <TabBar.Item key="/account" title="Account" icon={<UserIcon />} />
        <TabBar.Item key="/settings" title="Settings" icon={<SettingIcon />} />
      </TabBar>
    </Flex>
  );
}
