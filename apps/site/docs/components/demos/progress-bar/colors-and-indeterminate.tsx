/**
 * title: Colours and indeterminate
 * description: Colour roles for outcomes, square ends, and a sliding bar for work of unknown length.
 * keywords: [color, rounded, indeterminate]
 */
import { Flex, ProgressBar } from '@tessera/mobile';

export default function ColorsAndIndeterminate() {
  return (
    <Flex direction="column" gap="l">
      <ProgressBar percent={100} color="success" aria-label="Backup" />
      <ProgressBar percent={85} color="warning" rounded={false} aria-label="Storage" />
      <ProgressBar percent={97} color="danger" aria-label="Data plan" />
      <ProgressBar indeterminate aria-label="Connecting" />
    </Flex>
  );
}
