/**
 * title: Colours, fills and sizes
 * description: Five colour roles as solid, outlined and light tags, in three sizes; round tags have fully rounded ends.
 * keywords: [color, fill, solid, outline, light, size, small, large, round]
 */
import { Flex, Tag } from '@tessera/mobile';

const colors = ['default', 'primary', 'success', 'warning', 'danger'] as const;
const fills = ['solid', 'outline', 'light'] as const;

export default function ColorsAndFills() {
  return (
    <Flex direction="column" gap="m">
      {fills.map((fill) => (
        <Flex key={fill} wrap gap="s">
          {colors.map((color) => (
            <Tag key={color} color={color} fill={fill}>
              {color}
            </Tag>
          ))}
        </Flex>
      ))}
      <Flex wrap gap="s" align="center">
        <Tag color="primary" fill="light" size="small">
          Small
        </Tag>
        <Tag color="primary" fill="light">
          Middle
        </Tag>
        <Tag color="primary" fill="light" size="large">
          Large
        </Tag>
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
