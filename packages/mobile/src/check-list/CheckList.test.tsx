import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describeBasics } from '../test-utils/basics';
import { expectConsole } from '../test-utils/console';
import { CheckList } from '.';
import type { CheckListProps } from './CheckList';

function Cities(props: CheckListProps) {
  return (
    <CheckList aria-label="Cities" {...props}>
      <CheckList.Item value="lis" description="Portugal">
        Lisbon
      </CheckList.Item>
      <CheckList.Item value="nbo" disabled>
        Nairobi
      </CheckList.Item>
      <CheckList.Item value="kix">Osaka</CheckList.Item>
      <CheckList.Item value="yul">Montreal</CheckList.Item>
    </CheckList>
  );
}

describe('CheckList', () => {
  it('is a listbox; single mode checks one row and a second tap clears it', async () => {
    const onChange = vi.fn();
    render(<Cities onChange={onChange} />);
    expect(screen.getByRole('listbox', { name: 'Cities' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('option', { name: /Lisbon/ }));
    await userEvent.click(screen.getByRole('option', { name: 'Osaka' }));
    expect(screen.getByRole('option', { name: 'Osaka' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(screen.getByRole('option', { name: 'Osaka' }));
    expect(onChange.mock.calls).toEqual([[['lis']], [['kix']], [[]]]);
  });

  it('checks several in multiple mode and never a disabled row', async () => {
    const onChange = vi.fn();
    render(<Cities multiple onChange={onChange} />);
    expect(screen.getByRole('listbox')).toHaveAttribute('aria-multiselectable', 'true');
    await userEvent.click(screen.getByRole('option', { name: /Lisbon/ }));
    await userEvent.click(screen.getByRole('option', { name: 'Nairobi' }));
    await userEvent.click(screen.getByRole('option', { name: 'Montreal' }));
    expect(onChange.mock.calls.at(-1)).toEqual([['lis', 'yul']]);
  });

  it('moves with the arrow keys past disabled rows and toggles with Space', async () => {
    const onChange = vi.fn();
    render(<Cities multiple defaultValue={['kix']} onChange={onChange} />);
    await userEvent.tab();
    expect(screen.getByRole('option', { name: 'Osaka' })).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    expect(screen.getByRole('option', { name: /Lisbon/ })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    expect(screen.getByRole('option', { name: /Lisbon/ })).toHaveFocus();
    await userEvent.keyboard('{End} ');
    expect(onChange).toHaveBeenLastCalledWith(['kix', 'yul']);
  });

  it('shows but does not change its value when read-only', async () => {
    const onChange = vi.fn();
    render(<Cities readOnly defaultValue={['lis']} onChange={onChange} />);
    expect(screen.getByRole('listbox')).toHaveAttribute('aria-readonly', 'true');
    const osaka = screen.getByRole('option', { name: 'Osaka' });
    await userEvent.click(osaka);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('draws the row end with extra', () => {
    render(<Cities defaultValue={['lis']} extra={(active) => (active ? 'chosen' : '—')} />);
    expect(screen.getAllByText('chosen')).toHaveLength(1);
  });

  it('warns about repeated values and a value no row has', () => {
    expectConsole('warn', 'CheckList: option values must be unique; repeated: a.');
    expectConsole('warn', 'CheckList: the value holds q, which no option has.');
    render(
      <CheckList aria-label="Broken" value={['q']}>
        <CheckList.Item value="a">A</CheckList.Item>
        <CheckList.Item value="a">A again</CheckList.Item>
      </CheckList>,
    );
    expect(screen.getAllByRole('option')).toHaveLength(2);
  });
});

describeBasics('CheckList', () => <Cities multiple defaultValue={['lis']} />);
