import { Icon, type IconProps } from './Icon';

export type NamedIconProps = Omit<IconProps, 'children'>;

/** Makes a named icon component from one path. Each icon is its own export, so unused ones are shaken out. */
export function createIcon(d: string, defaults: Partial<NamedIconProps> = {}) {
  return function NamedIcon(props: NamedIconProps) {
    return (
      <Icon {...defaults} {...props}>
        <path d={d} />
      </Icon>
    );
  };
}
