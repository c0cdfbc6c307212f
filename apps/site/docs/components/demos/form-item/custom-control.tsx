/**
 * title: Your own control
 * description: Any component binds through valuePropName, trigger and getValueFromEvent. This quantity stepper takes `count` and reports `onStep({ count })`.
 * keywords: [custom control, valuePropName, trigger, getValueFromEvent]
 */
import { Button, Flex, Form, Toast } from '@tessera/mobile';

interface StepperProps {
  count?: number;
  onStep?: (event: { count: number }) => void;
  id?: string;
  disabled?: boolean;
  'aria-labelledby'?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean;
}

/** Takes the ids and aria attributes the item passes, so the label and errors reach it. */
function Stepper({ count = 0, onStep, id, disabled, ...aria }: StepperProps) {
  return (
    <div role="group" id={id} {...aria}>
      <Flex align="center" gap="s">
        <Button
          size="small"
          aria-label="Fewer"
          disabled={disabled || count <= 0}
          onClick={() => onStep?.({ count: count - 1 })}
        >
          −
        </Button>
        <output>{count}</output>
        <Button
          size="small"
          aria-label="More"
          disabled={disabled}
          onClick={() => onStep?.({ count: count + 1 })}
        >
          +
        </Button>
      </Flex>
    </div>
  );
}

export default function CustomControl() {
  return (
    <Form
      initialValues={{ tickets: 1 }}
      onFinish={(values) => Toast.show(`${String(values.tickets)} tickets booked`)}
      footer={
        <Button block color="primary" type="submit">
          Book
        </Button>
      }
    >
      <Form.Item
        name="tickets"
        label="Tickets"
        valuePropName="count"
        trigger="onStep"
        getValueFromEvent={(event: { count: number }) => event.count}
        rules={[{ type: 'number', min: 1, max: 6, message: 'Book 1 to 6 tickets' }]}
        childElementPosition="right"
      >
        <Stepper />
      </Form.Item>
    </Form>
  );
}
