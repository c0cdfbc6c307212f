import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { Button } from '../button/Button';
import { Checkbox } from '../checkbox';
import { CheckList } from '../check-list';
import { Radio } from '../radio';
import { Selector } from '../selector';
import { Slider } from '../slider';
import { Switch } from '../switch';
import { Form } from './index';

// Controls made of several focusable parts, whose invalid mark sits on a container.
const controls: Record<string, () => ReactElement> = {
  Selector: () => (
    <Selector
      options={[
        { label: 'Tram', value: 'tram', disabled: true },
        { label: 'Bus', value: 'bus' },
        { label: 'Ferry', value: 'ferry' },
      ]}
    />
  ),
  'Radio.Group': () => (
    <Radio.Group>
      <Radio value="s" disabled>
        Small
      </Radio>
      <Radio value="m">Medium</Radio>
      <Radio value="l">Large</Radio>
    </Radio.Group>
  ),
  'Checkbox.Group': () => (
    <Checkbox.Group>
      <Checkbox value="apple">Apple</Checkbox>
      <Checkbox value="pear">Pear</Checkbox>
    </Checkbox.Group>
  ),
  CheckList: () => (
    <CheckList multiple>
      <CheckList.Item value="lis" disabled>
        Lisbon
      </CheckList.Item>
      <CheckList.Item value="kix">Osaka</CheckList.Item>
      <CheckList.Item value="yul">Montreal</CheckList.Item>
    </CheckList>
  ),
  Switch: () => <Switch />,
  'range Slider': () => <Slider range />,
};

describe('Form with group controls', () => {
  describe('on a failed submit scrolls to the invalid field and focuses its Tab stop', () => {
    const scrollIntoView = vi.fn();
    beforeEach(() => {
      Element.prototype.scrollIntoView = scrollIntoView;
    });
    afterEach(() => {
      delete (Element.prototype as Partial<Element>).scrollIntoView;
      scrollIntoView.mockClear();
    });

    it.each([
      ['Selector', () => screen.getByRole('option', { name: 'Bus' })],
      ['Radio.Group', () => screen.getByRole('radio', { name: 'Medium' })],
      ['Checkbox.Group', () => screen.getByRole('checkbox', { name: 'Apple' })],
      ['CheckList', () => screen.getByRole('option', { name: 'Osaka' })],
      ['range Slider', () => screen.getByRole('slider', { name: 'Minimum' })],
    ])('%s', async (control, target) => {
      render(
        <Form footer={<Button type="submit">Send</Button>}>
          <Form.Item name="field" label="Field" rules={[{ required: true }]}>
            {controls[control]!()}
          </Form.Item>
        </Form>,
      );
      await userEvent.click(screen.getByRole('button', { name: 'Send' }));
      await waitFor(() => expect(target()).toHaveFocus());
      expect(scrollIntoView).toHaveBeenCalledTimes(1);
      expect(scrollIntoView.mock.contexts[0]).toContainElement(target());
    });

    it('Radio.Group: the checked radio', async () => {
      render(
        <Form initialValues={{ size: 'l' }} footer={<Button type="submit">Send</Button>}>
          <Form.Item
            name="size"
            label="Size"
            rules={[{ validator: (value) => value !== 'l' || 'Large is sold out' }]}
          >
            {controls['Radio.Group']!()}
          </Form.Item>
        </Form>,
      );
      await userEvent.click(screen.getByRole('button', { name: 'Send' }));
      await waitFor(() => expect(screen.getByRole('radio', { name: 'Large' })).toHaveFocus());
    });
  });

  it.each([
    ['Selector', '{ArrowRight}'],
    ['Radio.Group', '{ArrowDown}'],
    ['Checkbox.Group', '{Tab}'],
    ['CheckList', '{ArrowDown}'],
    ['Switch', ''],
    ['range Slider', '{Tab}'],
  ])(
    '%s validates on blur once focus leaves the control, not between its parts',
    async (control, within) => {
      const validator = vi.fn(() => 'Not yet');
      render(
        <>
          <Form validateTrigger="onBlur">
            <Form.Item name="field" label="Field" rules={[{ validator }]}>
              {controls[control]!()}
            </Form.Item>
          </Form>
          <button type="button">After</button>
        </>,
      );
      await userEvent.tab();
      const first = document.activeElement;
      if (within) {
        await userEvent.keyboard(within);
        expect(document.activeElement).not.toBe(first);
      }
      expect(validator).not.toHaveBeenCalled();
      await userEvent.click(screen.getByRole('button', { name: 'After' }));
      expect(validator).toHaveBeenCalledTimes(1);
      expect(screen.getByText('Not yet')).toBeInTheDocument();
    },
  );
});
