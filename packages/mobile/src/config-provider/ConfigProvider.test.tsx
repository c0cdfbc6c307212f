import { render, renderHook, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { enUS } from '../locale/enUS';
import type { Locale } from '../locale/types';
import { zhCN } from '../locale/zhCN';
import { NavBar } from '../nav-bar/NavBar';
import { expectConsole } from '../test-utils/console';
import { ConfigProvider } from './ConfigProvider';
import { useConfig } from './useConfig';

describe('ConfigProvider', () => {
  it('gives the app the whole English locale when no provider sets one', () => {
    const { result } = renderHook(() => useConfig());
    expect(result.current).toMatchObject({ theme: 'light', compact: false, locale: enUS });
  });

  it('gives the app the locale, theme and density of the nearest provider, inherited inward', () => {
    const wrapper = ({ children }: { children: ReactNode }) => (
      <ConfigProvider locale={zhCN} compact>
        <ConfigProvider theme="dark">{children}</ConfigProvider>
      </ConfigProvider>
    );
    const { result } = renderHook(() => useConfig(), { wrapper });
    expect(result.current).toMatchObject({ theme: 'dark', compact: true, locale: zhCN });
  });

  it('shows components in English without a provider and in the provider’s language inside one', () => {
    render(
      <>
        <NavBar>Outside</NavBar>
        <ConfigProvider locale={zhCN}>
          <NavBar>Inside</NavBar>
        </ConfigProvider>
      </>,
    );
    expect(screen.getByRole('button', { name: 'Back' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '返回' })).toBeInTheDocument();
  });

  it('keeps English for a section a custom locale lacks, with a warning naming it', () => {
    expectConsole('warn', 'the locale "fr-FR" has no "navBar" texts; showing English ones.');
    const { navBar: _navBar, ...french } = { ...zhCN, locale: 'fr-FR' };
    render(
      <ConfigProvider locale={french as unknown as Locale}>
        <NavBar>Commande</NavBar>
      </ConfigProvider>,
    );
    expect(screen.getByRole('button', { name: 'Back' })).toBeInTheDocument();
  });
});
