/**
 * title: Fill and colour
 * description: Three fills (solid, outline, none) combined with the colour roles. Use one solid primary button per screen.
 * keywords: [fill, color, primary, danger, outline]
 */
import { Button, Flex } from '@tessera/mobile';

const colors = ['default', 'primary', 'success', 'warning', 'danger'] as const;
const fills = ['solid', 'outline', 'none'] as const;

export default function FillAndColor() {
  return (
    <Flex direction="column" gap="m">
      {fills.map((fill) => (
        <Flex key={fill} wrap gap="s">
          {colors.map((color) => (
            <Button key={color} fill={fill} color={color} size="small">
              {color}
            </Button>
          ))}
        </Flex>
      ))}
    </Flex>
  );
}
