/**
 * title: Colours and direction
 * description: Colour roles, a two-colour gradient, and a ring that fills anticlockwise.
 * keywords: [color, gradient, clockwise, anticlockwise]
 */
import { Flex, ProgressCircle } from '@tessera/mobile';

export default function ColorsAndDirection() {
  return (
    <Flex gap="l" wrap>
      <ProgressCircle percent={100} color="success" aria-label="Done">
        Done
      </ProgressCircle>
      <ProgressCircle percent={70} color="warning" aria-label="Battery">
        70%
      </ProgressCircle>
      <ProgressCircle percent={60} gradient={['#1677ff', '#8a5cf6']} aria-label="Goal">
        60%
      </ProgressCircle>
      <ProgressCircle percent={35} clockwise={false} aria-label="Time left">
        35%
      </ProgressCircle>
    </Flex>
  );
}
