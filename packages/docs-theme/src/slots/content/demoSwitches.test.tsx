import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AppDataContext } from '../../app/AppDataContext';
import type { AppData } from '../../types';
import { DemoSwitches, NO_SWITCHES } from './demoSwitches';

const site = (demo?: AppData['site']['demo']) =>
  ({
    site: {
      title: 'Acme',
      version: '1.0.0',
      labels: { 'Compact theme': { 'zh-CN': '紧凑主题' } },
      ...(demo ? { demo } : {}),
    },
    routes: [],
    slots: {},
  }) as unknown as AppData;

function show(data: AppData, onSwitch = vi.fn(), switches = NO_SWITCHES) {
  render(
    <AppDataContext.Provider value={data}>
      <DemoSwitches
        dark={{ label: 'Dark theme', checked: false, onChange: () => {} }}
        switches={switches}
        onSwitch={onSwitch}
      />
    </AppDataContext.Provider>,
  );
  return onSwitch;
}

describe('DemoSwitches', () => {
  it('shows the dark theme alone when the site configures no switch', () => {
    show(site());
    expect(screen.getAllByRole('switch')).toHaveLength(1);
    expect(screen.getByRole('switch', { name: 'Dark theme' })).not.toBeChecked();
  });

  it("shows the site's switches in order and reports each by name", () => {
    const onSwitch = show(
      site({
        switches: [
          { name: 'compact', label: 'Compact theme' },
          { name: 'rtl', label: 'Right to left' },
        ],
      }),
      vi.fn(),
      { rtl: true },
    );
    expect(screen.getAllByRole('switch').map((s) => s.closest('label')?.textContent)).toEqual([
      'Dark theme',
      'Compact theme',
      'Right to left',
    ]);
    expect(screen.getByRole('switch', { name: 'Right to left' })).toBeChecked();
    fireEvent.click(screen.getByRole('switch', { name: 'Compact theme' }));
    expect(onSwitch).toHaveBeenCalledWith('compact', true);
  });
});
