/**
 * title: Custom marks and prefixes
 * description: activeIcon replaces the check mark; prefix puts an icon before each title.
 * keywords: [activeIcon, prefix, icon]
 */
import { CheckCircleIcon, CheckList, HomeIcon, UserIcon, SettingIcon } from '@tessera/mobile';

export default function CustomMarks() {
  return (
    <CheckList aria-label="Start screen" defaultValue={['home']} activeIcon={<CheckCircleIcon />}>
      <CheckList.Item value="home" prefix={<HomeIcon />}>
        Home
      </CheckList.Item>
      <CheckList.Item value="profile" prefix={<UserIcon />}>
        Profile
      </CheckList.Item>
      <CheckList.Item value="settings" prefix={<SettingIcon />}>
        Settings
      </CheckList.Item>
    </CheckList>
  );
}
