import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Form } from '../form';
import { describeBasics } from '../test-utils/basics';
import { expectConsole } from '../test-utils/console';
import { Checkbox } from '.';

describe('Checkbox', () => {
  it('toggles by tap on its label and by Space, reporting the checked state', async () => {
    const onChange = vi.fn();
    render(<Checkbox onChange={onChange}>Remember me</Checkbox>);
    const box = screen.getByRole('checkbox', { name: 'Remember me' });
    await userEvent.click(screen.getByText('Remember me'));
    expect(box).toBeChecked();
    box.focus();
    await userEvent.keyboard(' ');
    expect(box).not.toBeChecked();
    expect(onChange.mock.calls).toEqual([[true], [false]]);
  });

  it('follows a controlled checked prop', async () => {
    function Controlled() {
      const [checked, setChecked] = useState(true);
      return (
        <>
          <Checkbox checked={checked} onChange={setChecked}>
            Agree
          </Checkbox>
          <span>{checked ? 'yes' : 'no'}</span>
        </>
      );
    }
    render(<Controlled />);
    expect(screen.getByRole('checkbox')).toBeChecked();
    await userEvent.click(screen.getByRole('checkbox'));
    expect(screen.getByText('no')).toBeInTheDocument();
    expect(screen.getByRole('checkbox')).not.toBeChecked();
  });

  it('reports the indeterminate state as mixed', () => {
    render(<Checkbox indeterminate>All</Checkbox>);
    const box = screen.getByRole('checkbox', { name: 'All' });
    expect(box).toHaveAttribute('aria-checked', 'mixed');
    expect((box as HTMLInputElement).indeterminate).toBe(true);
  });

  it('passes id, aria attributes and disabled to the input, so a form can label and bind it', async () => {
    const onChange = vi.fn();
    render(
      <>
        <label htmlFor="terms">Terms</label>
        <Checkbox id="terms" aria-describedby="help" aria-invalid disabled onChange={onChange} />
        <p id="help">Read them first</p>
      </>,
    );
    const box = screen.getByRole('checkbox', { name: 'Terms' });
    expect(box).toHaveAccessibleDescription('Read them first');
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toBeDisabled();
    await userEvent.click(box);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('draws a custom icon from the checked state', async () => {
    render(<Checkbox icon={(checked) => (checked ? '★' : '☆')}>Star</Checkbox>);
    expect(screen.getByText('☆')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox'));
    expect(screen.getByText('★')).toBeInTheDocument();
  });

  it('in a Form.Item, is named by the label and then its own text', () => {
    render(
      <Form>
        <Form.Item name="terms" label="Terms" valuePropName="checked">
          <Checkbox>I agree to the terms</Checkbox>
        </Form.Item>
        <Form.Item name="news" label="Newsletter" valuePropName="checked">
          <Checkbox />
        </Form.Item>
      </Form>,
    );
    expect(
      screen.getByRole('checkbox', { name: 'Terms I agree to the terms' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Newsletter' })).toBeInTheDocument();
  });

  it('puts its own text after a given aria-labelledby', () => {
    render(
      <>
        <span id="section">Privacy</span>
        <Checkbox aria-labelledby="section">Share usage data</Checkbox>
      </>,
    );
    expect(screen.getByRole('checkbox', { name: 'Privacy Share usage data' })).toBeInTheDocument();
  });

  it('validates alone in a form on blur: once the user tabs away, not before', async () => {
    render(
      <>
        <Form validateTrigger="onBlur">
          <Form.Item
            name="terms"
            label="Terms"
            valuePropName="checked"
            rules={[{ required: true, message: 'Accept to continue' }]}
          >
            <Checkbox>I accept the terms</Checkbox>
          </Form.Item>
        </Form>
        <button type="button">After</button>
      </>,
    );
    await userEvent.tab();
    expect(screen.getByRole('checkbox', { name: 'Terms I accept the terms' })).toHaveFocus();
    expect(screen.queryByText('Accept to continue')).not.toBeInTheDocument();
    await userEvent.tab();
    expect(screen.getByText('Accept to continue')).toBeInTheDocument();
  });
});

describe('Checkbox.Group', () => {
  const fruits = (
    <>
      <Checkbox value="apple">Apple</Checkbox>
      <Checkbox value="pear">Pear</Checkbox>
      <Checkbox value="plum">Plum</Checkbox>
    </>
  );

  it('shares one array value and names its group', async () => {
    const onChange = vi.fn();
    render(
      <Checkbox.Group aria-label="Fruit" defaultValue={['pear']} onChange={onChange}>
        {fruits}
      </Checkbox.Group>,
    );
    expect(screen.getByRole('group', { name: 'Fruit' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Pear' })).toBeChecked();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Apple' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Pear' }));
    expect(onChange.mock.calls).toEqual([[['pear', 'apple']], [['apple']]]);
  });

  it('disables the unchecked boxes once max are checked, and enables them again', async () => {
    render(
      <Checkbox.Group aria-label="Fruit" max={2}>
        {fruits}
      </Checkbox.Group>,
    );
    await userEvent.click(screen.getByRole('checkbox', { name: 'Apple' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Pear' }));
    expect(screen.getByRole('checkbox', { name: 'Plum' })).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: 'Apple' })).toBeEnabled();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Apple' }));
    expect(screen.getByRole('checkbox', { name: 'Plum' })).toBeEnabled();
  });

  it('warns about a max that is not a positive whole number and ignores it', async () => {
    expectConsole('warn', 'Checkbox.Group: max must be a positive whole number; ignoring 0.');
    render(
      <Checkbox.Group aria-label="Fruit" max={0}>
        {fruits}
      </Checkbox.Group>,
    );
    await userEvent.click(screen.getByRole('checkbox', { name: 'Apple' }));
    expect(screen.getByRole('checkbox', { name: 'Pear' })).toBeEnabled();
  });

  it('disables every box when the group is disabled', () => {
    render(
      <Checkbox.Group aria-label="Fruit" disabled>
        {fruits}
      </Checkbox.Group>,
    );
    for (const box of screen.getAllByRole('checkbox')) expect(box).toBeDisabled();
  });
});

describeBasics('Checkbox', () => (
  <Checkbox.Group aria-label="Fruit" defaultValue={['a']}>
    <Checkbox value="a">A</Checkbox>
    <Checkbox value="b" indeterminate>
      B
    </Checkbox>
  </Checkbox.Group>
));
