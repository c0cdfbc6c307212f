import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Cascader, CascaderView, type CascaderOption } from '.';

const places: CascaderOption[] = [
  {
    label: 'Zhejiang',
    value: 'zj',
    children: [
      {
        label: 'Hangzhou',
        value: 'hz',
        children: [
          { label: 'Binjiang', value: 'bj', disabled: true },
          { label: 'Xihu', value: 'xh' },
        ],
      },
    ],
  },
];

/** The focused list, and the option it points at. */
function activeOption() {
  const list = screen.getByRole('listbox');
  expect(list).toHaveFocus();
  return document.getElementById(list.getAttribute('aria-activedescendant') ?? '')?.textContent;
}

/** Chooses an option whose children load until the returned function gives them. */
async function chooseLoadingLevel() {
  let arrive: (children: CascaderOption[]) => void = () => {};
  render(
    <CascaderView
      options={[{ label: 'Cities', value: 'c' }]}
      loadChildren={() => new Promise<CascaderOption[]>((resolve) => (arrive = resolve))}
    />,
  );
  screen.getByRole('listbox').focus();
  await userEvent.keyboard('{Enter}');
  return (children: CascaderOption[]) => arrive(children);
}

describe('keyboard focus across levels', () => {
  it('moves to the first enabled option of the next level after each choice', async () => {
    render(<CascaderView options={places} />);
    screen.getByRole('listbox').focus();
    await userEvent.keyboard('{Enter}');
    expect(activeOption()).toBe('Hangzhou');
    await userEvent.keyboard('{Enter}');
    expect(activeOption()).toBe('Xihu');
    await userEvent.keyboard('{Enter}');
    expect(activeOption()).toBe('Xihu');
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Zhejiang',
      'Hangzhou',
      'Xihu',
    ]);
  });

  it('is held by a loading level and given to its list when it arrives', async () => {
    const arrive = await chooseLoadingLevel();
    expect(document.activeElement).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('tabpanel')).toContainElement(document.activeElement as HTMLElement);
    await act(async () => arrive([{ label: 'Lima', value: 'lim', isLeaf: true }]));
    expect(activeOption()).toBe('Lima');
  });

  it('leaves a focus the user moved elsewhere while a level loaded', async () => {
    const arrive = await chooseLoadingLevel();
    screen.getByRole('tab', { name: 'Cities' }).focus();
    await act(async () => arrive([{ label: 'Lima', value: 'lim', isLeaf: true }]));
    expect(screen.getByRole('tab', { name: 'Cities' })).toHaveFocus();
  });

  it('stays in the sheet’s options, and Escape gives it back to the button that opened it', async () => {
    function Picker() {
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
          />
        </>
      );
    }
    render(<Picker />);
    await userEvent.click(screen.getByRole('button', { name: 'Choose' }));
    const dialog = await screen.findByRole('dialog', { name: 'Region' });
    within(dialog).getByRole('listbox').focus();
    await userEvent.keyboard('{Enter}');
    expect(activeOption()).toBe('Hangzhou');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('button', { name: 'Choose' })).toHaveFocus();
  });
});
