/**
 * title: Icons, titles and badges
 * description: Icons that fill in when active (the icon is a function of active), a count and a dot badge, and an icon-only bar.
 * keywords: [icon, active, badge, dot, title]
 */
import { Flex, HeartIcon, HomeIcon, StarIcon, TabBar, UserIcon } from '@tessera/mobile';

export default function Basic() {
  return (
    <Flex direction="column" gap="l">
      <TabBar aria-label="Main" safeArea={false}>
        <TabBar.Item
          key="home"
          title="Home"
          icon={(active) => (active ? <StarIcon /> : <HomeIcon />)}
        />
        <TabBar.Item
          key="likes"
          title="Likes"
          icon={<HeartIcon />}
          badge={5}
          badgeLabel="5 new likes"
        />
        <TabBar.Item
          key="me"
          title="Me"
          icon={<UserIcon />}
          badge
          badgeLabel="Profile incomplete"
        />
      </TabBar>
      <TabBar aria-label="Shortcuts" safeArea={false} defaultActiveKey="likes">
        <TabBar.Item key="home" aria-label="Home" icon={<HomeIcon />} />
        <TabBar.Item key="likes" aria-label="Likes" icon={<HeartIcon />} />
        <TabBar.Item key="me" aria-label="Me" icon={<UserIcon />} />
      </TabBar>
    </Flex>
  );
}
