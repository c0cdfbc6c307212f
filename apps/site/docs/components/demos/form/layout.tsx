/**
 * title: Layout
 * description: Labels above their fields (vertical) or beside them (horizontal), "(optional)" after the labels of optional fields, help, a unit as extra content, and a disabled form.
 * keywords: [layout, horizontal, vertical, disabled, help, extra, requiredMarkStyle, optional]
 */
import { Button, Flex, Form, Input, TextArea, type FormLayout } from '@tessera/mobile';
import { useState } from 'react';

export default function Layout() {
  const [layout, setLayout] = useState<FormLayout>('horizontal');
  const [disabled, setDisabled] = useState(false);
  return (
    <Flex direction="column" gap="m">
      <Flex gap="s" wrap>
        {(['horizontal', 'vertical'] as const).map((option) => (
          <Button
            key={option}
            size="small"
            aria-pressed={layout === option}
            color={layout === option ? 'primary' : 'default'}
            onClick={() => setLayout(option)}
          >
            {option}
          </Button>
        ))}
        <Button size="small" aria-pressed={disabled} onClick={() => setDisabled(!disabled)}>
          Disabled
        </Button>
      </Flex>
      <Form
        layout={layout}
        requiredMarkStyle="text-optional"
        disabled={disabled}
        initialValues={{ name: 'Ada Lovelace', weight: '2.5' }}
      >
        <Form.Item name="name" label="Name" rules={[{ required: true }]}>
          <Input clearable />
        </Form.Item>
        <Form.Item
          name="weight"
          label="Parcel weight"
          help="Up to 30 kg"
          extra="kg"
          rules={[{ type: 'number', min: 0.1, max: 30 }]}
        >
          <Input type="number" inputMode="decimal" min={0.1} max={30} step={0.1} />
        </Form.Item>
        <Form.Item name="note" label="Note for the courier">
          <TextArea
            placeholder="Gate code, where to leave it…"
            autoSize={{ minRows: 2, maxRows: 5 }}
            maxLength={120}
            showCount
          />
        </Form.Item>
      </Form>
    </Flex>
  );
}
