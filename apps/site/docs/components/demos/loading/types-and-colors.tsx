/**
 * title: Types and colours
 * description: Spinner and dots in the default, primary and inherited colours.
 * keywords: [type, spinner, dots, color]
 */
import { Flex, Loading } from '@tessera/mobile';

export default function TypesAndColors() {
  return (
    <Flex direction="column" gap="l">
      <Flex gap="l" align="center">
        <Loading />
        <Loading color="primary" />
        <Loading type="dots" />
        <Loading type="dots" color="primary" />
      </Flex>
    </Flex>
  );
}
