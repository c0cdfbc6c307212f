/**
 * title: Pictures, initials and icons
 * description: A picture when there is one; the initials of the name when there is none or it fails to load; a person icon without a name. Three sizes and two shapes.
 * keywords: [src, name, initials, fallback, size, shape]
 */
import { Avatar, Flex } from '@tessera/mobile';

export default function Basic() {
  return (
    <Flex direction="column" gap="m">
      <Flex gap="m" align="center">
        <Avatar src="/images/people/ada.svg" name="Ada Lovelace" size="small" />
        <Avatar src="/images/people/ben.svg" name="Ben Okri" />
        <Avatar src="/images/people/chen.svg" name="Chen Wei" size="large" />
      </Flex>
      <Flex gap="m" align="center">
        <Avatar name="Grace Hopper" />
        <Avatar src="/images/damaged.png" name="Alan Turing" />
        <Avatar name="王小明" shape="square" />
        <Avatar />
      </Flex>
    </Flex>
  );
}
