/**
 * title: Colours and fills
 * description: Five colour roles, each as a solid and an outlined tag; round tags have fully rounded ends.
 * keywords: [color, fill, solid, outline, round]
 */
import { Flex, Tag } from '@tessera/mobile';

const colors = ['default', 'primary', 'success', 'warning', 'danger'] as const;

export default function ColorsAndFills() {
  return (
    <Flex direction="column" gap="m">
      <Flex wrap gap="s">
        {colors.map((color) => (
          <Tag key={color} color={color}>
            {color}
          </Tag>
        ))}
      </Flex>
      <Flex wrap gap="s">
        {colors.map((color) => (
          <Tag key={color} color={color} fill="outline">
            {color}
          </Tag>
        ))}
      </Flex>
      <Flex wrap gap="s">
        <Tag color="primary" round>
          Round
        </Tag>
        <Tag color="success" fill="outline" round>
          In stock
        </Tag>
      </Flex>
    </Flex>
  );
}
