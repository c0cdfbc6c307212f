import type { DemoFrameProps } from '@tessera/docs-theme';
import { ConfigProvider } from '@tessera/mobile';
import { useCallback } from 'react';
import { OutsidePageRouter } from './OutsidePageRouter';

/**
 * Every demo inside Tessera Mobile's ConfigProvider: the demo's 'Dark theme' and 'Compact
 * theme' switches become the library's own themes, and overlays portal into the phone frame.
 * A demo never sees the site's router, wherever it renders (see OutsidePageRouter).
 */
export default function DemoFrame({ dark, switches, container, children }: DemoFrameProps) {
  const getContainer = useCallback(() => container, [container]);
  return (
    <OutsidePageRouter>
      <ConfigProvider
        theme={dark ? 'dark' : 'light'}
        compact={switches.compact === true}
        getContainer={getContainer}
      >
        {children}
      </ConfigProvider>
    </OutsidePageRouter>
  );
}
