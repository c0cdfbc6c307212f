/**
 * title: Custom colours and long labels
 * description: The CSS variables give tags any colour (press the switch to apply them); a long label is cut with an ellipsis at the edge of its container.
 * keywords: [CSS variables, --tm-tag-color, ellipsis, truncate]
 */
import { Button, Flex, Tag } from '@tessera/mobile';
import { useState } from 'react';

export default function CustomColors() {
  const [custom, setCustom] = useState(false);
  return (
    <Flex direction="column" gap="m" align="start">
      <Button size="small" aria-pressed={custom} onClick={() => setCustom(!custom)}>
        Brand colours
      </Button>
      <Flex wrap gap="s">
        <Tag color="primary" style={custom ? { '--tm-tag-color': '#6d28d9' } : undefined}>
          Premium
        </Tag>
        <Tag
          color="success"
          fill="outline"
          style={custom ? { '--tm-tag-color': '#0f766e', '--tm-tag-radius': '2px' } : undefined}
        >
          Eco
        </Tag>
        <Tag color="warning" style={custom ? { '--tm-tag-font-size': '15px' } : undefined}>
          Larger
        </Tag>
      </Flex>
      <Tag color="primary">
        A very long category name that keeps going well past the edge of a phone screen
      </Tag>
    </Flex>
  );
}
