/**
 * title: Icons, a disabled option and block
 * description: Options with icons, one of them unavailable (the arrow keys skip it), stretched over the full width with block.
 * keywords: [icon, disabled, block]
 */
import { HeartIcon, HomeIcon, Segmented, StarIcon } from '@tessera/mobile';

export default function IconsDisabled() {
  return (
    <Segmented
      block
      aria-label="Section"
      defaultValue="home"
      options={[
        { value: 'home', label: 'Home', icon: <HomeIcon /> },
        { value: 'saved', label: 'Saved', icon: <HeartIcon />, disabled: true },
        { value: 'starred', label: 'Starred', icon: <StarIcon /> },
      ]}
    />
  );
}
