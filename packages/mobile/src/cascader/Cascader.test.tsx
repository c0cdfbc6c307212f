import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describeBasics } from '../test-utils/basics';
import { expectConsole } from '../test-utils/console';
import { Cascader, CascaderView, type CascaderOption, type CascaderValue } from '.';

const places: CascaderOption[] = [
  {
    label: 'Zhejiang',
    value: 'zj',
    children: [
      {
        label: 'Hangzhou',
        value: 'hz',
        children: [
          { label: 'Xihu', value: 'xh' },
          { label: 'Binjiang', value: 'bj', disabled: true },
        ],
      },
      { label: 'Ningbo', value: 'nb' },
    ],
  },
  { label: 'Jiangsu', value: 'js', children: [{ label: 'Nanjing', value: 'nj' }] },
];

const long: CascaderOption[] = Array.from({ length: 1000 }, (_, i) => ({
  label: `Stop ${i + 1}`,
  value: i + 1,
}));

describe('CascaderView', () => {
  it('chooses a path level by level, one tab per level, and reports the whole path', async () => {
    const onChange = vi.fn();
    render(<CascaderView options={places} onChange={onChange} />);
    expect(screen.getByRole('tab', { name: 'Select' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(screen.getByRole('option', { name: 'Zhejiang' }));
    await userEvent.click(screen.getByRole('option', { name: 'Hangzhou' }));
    await userEvent.click(screen.getByRole('option', { name: 'Binjiang' }));
    await userEvent.click(screen.getByRole('option', { name: 'Xihu' }));
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Zhejiang',
      'Hangzhou',
      'Xihu',
    ]);
    const [value, extend] = onChange.mock.calls.at(-1)!;
    expect(value).toEqual(['zj', 'hz', 'xh']);
    expect(extend.isLeaf).toBe(true);
    expect(extend.items.map((item: CascaderOption) => item.label)).toEqual([
      'Zhejiang',
      'Hangzhou',
      'Xihu',
    ]);
    expect(onChange).toHaveBeenCalledTimes(3);
  });

  it('goes back to a level by its tab and choosing there drops the deeper levels', async () => {
    render(<CascaderView options={places} defaultValue={['zj', 'hz', 'xh']} />);
    await userEvent.click(screen.getByRole('tab', { name: 'Zhejiang' }));
    expect(screen.getByRole('option', { name: 'Zhejiang' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.click(screen.getByRole('option', { name: 'Jiangsu' }));
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Jiangsu', 'Select']);
  });

  it('moves through a level with the keyboard and chooses with Enter; tabs move with arrows', async () => {
    render(<CascaderView options={places} />);
    await userEvent.tab();
    await userEvent.tab();
    const list = screen.getByRole('listbox');
    expect(list).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(list).toHaveAttribute(
      'aria-activedescendant',
      screen.getByRole('option', { name: 'Jiangsu' }).id,
    );
    await userEvent.keyboard('{ArrowUp}{Enter}');
    expect(screen.getByRole('tab', { name: 'Select' })).toHaveAttribute('aria-selected', 'true');
    screen.getByRole('tab', { name: 'Select' }).focus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Zhejiang' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Zhejiang' })).toHaveAttribute('aria-selected', 'true');
  });

  it.each([
    ['ltr', '{ArrowRight}', '{ArrowLeft}'],
    ['rtl', '{ArrowLeft}', '{ArrowRight}'],
  ])(
    'under dir="%s", %s shows the next level tab and %s the previous one',
    async (dir, next, previous) => {
      render(
        <div dir={dir}>
          <CascaderView options={places} defaultValue={['zj', 'hz', 'xh']} />
        </div>,
      );
      screen.getByRole('tab', { name: 'Hangzhou' }).focus();
      await userEvent.keyboard(next);
      expect(screen.getByRole('tab', { name: 'Xihu' })).toHaveFocus();
      expect(screen.getByRole('tab', { name: 'Xihu' })).toHaveAttribute('aria-selected', 'true');
      await userEvent.keyboard(`${previous}${previous}`);
      expect(screen.getByRole('tab', { name: 'Zhejiang' })).toHaveFocus();
      expect(screen.getByRole('tab', { name: 'Zhejiang' })).toHaveAttribute(
        'aria-selected',
        'true',
      );
    },
  );

  it('renders only the rows in view of a long level, each knowing its place', async () => {
    render(<CascaderView options={long} />);
    const rows = screen.getAllByRole('option');
    expect(rows.length).toBeLessThan(30);
    expect(rows[0]).toHaveAttribute('aria-setsize', '1000');
    expect(rows[0]).toHaveAttribute('aria-posinset', '1');
    screen.getByRole('listbox').focus();
    await userEvent.keyboard('{End}');
    const last = screen.getByRole('option', { name: 'Stop 1000' });
    expect(last).toHaveAttribute('aria-posinset', '1000');
    expect(screen.getByRole('listbox')).toHaveAttribute('aria-activedescendant', last.id);
    expect(screen.getAllByRole('option').length).toBeLessThan(30);
  });

  it('loads children on demand, with a skeleton meanwhile', async () => {
    let resolve: (children: CascaderOption[]) => void = () => {};
    const loadChildren = vi.fn(() => new Promise<CascaderOption[]>((r) => (resolve = r)));
    render(
      <CascaderView
        options={[
          { label: 'Cities', value: 'c' },
          { label: 'Nowhere', value: 'n', isLeaf: true },
        ]}
        loadChildren={loadChildren}
      />,
    );
    await userEvent.click(screen.getByRole('option', { name: 'Cities' }));
    expect(loadChildren).toHaveBeenCalledWith({ label: 'Cities', value: 'c' });
    expect(screen.getByRole('tabpanel')).toContainElement(
      document.querySelector('[aria-busy="true"]'),
    );
    await act(async () => resolve([{ label: 'Lima', value: 'lim', isLeaf: true }]));
    await userEvent.click(screen.getByRole('option', { name: 'Lima' }));
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Cities', 'Lima']);
    await userEvent.click(screen.getByRole('tab', { name: 'Cities' }));
    await userEvent.click(screen.getByRole('option', { name: 'Nowhere' }));
    expect(loadChildren).toHaveBeenCalledTimes(1);
  });

  it('warns about a cycle in the tree and still works', async () => {
    expectConsole(
      'warn',
      'CascaderView: the options contain a cycle: Loop / Loop appears inside itself.',
    );
    const loop: CascaderOption = { label: 'Loop', value: 'l', children: [] };
    loop.children!.push(loop);
    render(<CascaderView options={[loop]} />);
    await userEvent.click(screen.getByRole('option', { name: 'Loop' }));
    await userEvent.click(screen.getByRole('option', { name: 'Loop' }));
    expect(screen.getAllByRole('tab')).toHaveLength(3);
  });

  it('warns about a value no option has', () => {
    expectConsole('warn', 'CascaderView: the value holds xx, which no option of its level has.');
    render(<CascaderView options={places} value={['zj', 'xx']} />);
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Zhejiang',
      'Select',
    ]);
  });
});

describe('Cascader', () => {
  function Picker({ onConfirm }: { onConfirm: (value: CascaderValue[]) => void }) {
    const [visible, setVisible] = useState(false);
    return (
      <>
        <button type="button" onClick={() => setVisible(true)}>
          Choose
        </button>
        <Cascader
          title="Region"
          options={places}
          visible={visible}
          onClose={() => setVisible(false)}
          onConfirm={onConfirm}
        />
      </>
    );
  }

  it('keeps choices as a draft until confirmed', async () => {
    const onConfirm = vi.fn();
    render(<Picker onConfirm={onConfirm} />);
    await userEvent.click(screen.getByRole('button', { name: 'Choose' }));
    const dialog = await screen.findByRole('dialog', { name: 'Region' });
    await userEvent.click(within(dialog).getByRole('option', { name: 'Jiangsu' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(onConfirm).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Choose' }));
    const again = await screen.findByRole('dialog', { name: 'Region' });
    expect(
      within(again)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Select']);
    await userEvent.click(within(again).getByRole('option', { name: 'Jiangsu' }));
    await userEvent.click(within(again).getByRole('option', { name: 'Nanjing' }));
    await userEvent.click(within(again).getByRole('button', { name: 'Confirm' }));
    expect(onConfirm).toHaveBeenCalledWith(['js', 'nj'], expect.objectContaining({ isLeaf: true }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('Cascader.prompt resolves with the confirmed value, or null when cancelled', async () => {
    let answer: Promise<CascaderValue[] | null> | undefined;
    act(() => {
      answer = Cascader.prompt({ options: places, title: 'Where?' });
    });
    const dialog = await screen.findByRole('dialog', { name: 'Where?' });
    await userEvent.click(within(dialog).getByRole('option', { name: 'Zhejiang' }));
    await userEvent.click(within(dialog).getByRole('option', { name: 'Ningbo' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(answer).resolves.toEqual(['zj', 'nb']);

    act(() => {
      answer = Cascader.prompt({ options: places, title: 'Where?' });
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(answer).resolves.toBeNull();
  });
});

describeBasics('CascaderView', () => <CascaderView options={places} defaultValue={['zj', 'hz']} />);
