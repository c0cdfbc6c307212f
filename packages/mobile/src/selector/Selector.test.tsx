import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describeBasics } from '../test-utils/basics';
import { expectConsole } from '../test-utils/console';
import { Selector } from '.';

const options = [
  { label: 'Bus', value: 'bus' },
  { label: 'Tram', value: 'tram', disabled: true },
  { label: 'Train', value: 'train', description: 'Fastest' },
  { label: 'Ferry', value: 'ferry' },
];

describe('Selector', () => {
  it('is a listbox; single mode selects one option and a second tap clears it', async () => {
    const onChange = vi.fn();
    render(<Selector aria-label="Transport" options={options} onChange={onChange} />);
    const listbox = screen.getByRole('listbox', { name: 'Transport' });
    expect(listbox).not.toHaveAttribute('aria-multiselectable');
    await userEvent.click(screen.getByRole('option', { name: 'Bus' }));
    await userEvent.click(screen.getByRole('option', { name: /Train/ }));
    expect(screen.getByRole('option', { name: 'Bus' })).toHaveAttribute('aria-selected', 'false');
    await userEvent.click(screen.getByRole('option', { name: /Train/ }));
    expect(onChange.mock.calls.map(([value]) => value)).toEqual([['bus'], ['train'], []]);
    expect(onChange.mock.calls[1]?.[1].items).toEqual([options[2]]);
  });

  it('selects several in multiple mode and ignores disabled options', async () => {
    const onChange = vi.fn();
    render(<Selector aria-label="Transport" multiple options={options} onChange={onChange} />);
    expect(screen.getByRole('listbox')).toHaveAttribute('aria-multiselectable', 'true');
    await userEvent.click(screen.getByRole('option', { name: 'Bus' }));
    await userEvent.click(screen.getByRole('option', { name: 'Tram' }));
    await userEvent.click(screen.getByRole('option', { name: 'Ferry' }));
    expect(onChange.mock.calls.map(([value]) => value)).toEqual([['bus'], ['bus', 'ferry']]);
  });

  it('is one Tab stop; arrows skip disabled options, Space and Enter toggle', async () => {
    const onChange = vi.fn();
    render(
      <Selector
        aria-label="Transport"
        multiple
        options={options}
        defaultValue={['train']}
        onChange={onChange}
      />,
    );
    await userEvent.tab();
    expect(screen.getByRole('option', { name: /Train/ })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(screen.getByRole('option', { name: 'Bus' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await userEvent.keyboard('{End}{Enter}');
    expect(screen.getByRole('option', { name: 'Ferry' })).toHaveFocus();
    expect(onChange.mock.calls.at(-1)?.[0]).toEqual(['train', 'bus', 'ferry']);
    await userEvent.tab({ shift: true });
    await userEvent.tab();
    expect(screen.getByRole('option', { name: 'Ferry' })).toHaveFocus();
  });

  it.each([
    ['ltr', undefined, '{ArrowRight}', '{ArrowLeft}'],
    ['ltr', 2, '{ArrowRight}', '{ArrowLeft}'],
    ['rtl', undefined, '{ArrowLeft}', '{ArrowRight}'],
    ['rtl', 2, '{ArrowLeft}', '{ArrowRight}'],
  ] as const)(
    'under dir="%s" with %s columns, %s moves to the next option and %s to the previous one',
    async (dir, columns, next, previous) => {
      render(
        <div dir={dir}>
          <Selector aria-label="Transport" options={options} columns={columns} />
        </div>,
      );
      await userEvent.tab();
      await userEvent.keyboard(next);
      expect(screen.getByRole('option', { name: /Train/ })).toHaveFocus();
      await userEvent.keyboard(next);
      expect(screen.getByRole('option', { name: 'Ferry' })).toHaveFocus();
      await userEvent.keyboard(previous);
      expect(screen.getByRole('option', { name: /Train/ })).toHaveFocus();
    },
  );

  it('keeps up and down as previous and next in columns under dir="rtl"', async () => {
    render(
      <div dir="rtl">
        <Selector aria-label="Transport" options={options} columns={2} />
      </div>,
    );
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('option', { name: /Train/ })).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    expect(screen.getByRole('option', { name: 'Bus' })).toHaveFocus();
  });

  it('reads options through fieldNames', () => {
    render(
      <Selector
        aria-label="City"
        options={[{ name: 'Oslo', id: 1, off: true }]}
        fieldNames={{ label: 'name', value: 'id', disabled: 'off' }}
      />,
    );
    expect(screen.getByRole('option', { name: 'Oslo' })).toHaveAttribute('aria-disabled', 'true');
  });

  it('warns about repeated option values and a value no option has', () => {
    expectConsole('warn', 'Selector: option values must be unique; repeated: a.');
    expectConsole('warn', 'Selector: the value holds z, which no option has.');
    render(
      <Selector
        aria-label="Broken"
        value={['z']}
        options={[
          { label: 'A', value: 'a' },
          { label: 'A again', value: 'a' },
        ]}
      />,
    );
    expect(screen.getAllByRole('option')).toHaveLength(2);
  });

  it('passes id and aria attributes to the listbox for a form label', () => {
    render(
      <>
        <span id="lbl">Seat</span>
        <Selector id="seat" aria-labelledby="lbl" aria-invalid options={options} />
      </>,
    );
    const listbox = screen.getByRole('listbox', { name: 'Seat' });
    expect(listbox).toHaveAttribute('id', 'seat');
    expect(listbox).toHaveAttribute('aria-invalid', 'true');
  });
});

describeBasics('Selector', () => (
  <Selector aria-label="Transport" columns={2} options={options} defaultValue={['bus']} />
));
