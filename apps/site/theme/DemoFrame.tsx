import type { DemoFrameProps } from '@tessera/docs-theme';
import { ConfigProvider } from '@tessera/mobile';
import { useCallback } from 'react';

/**
 * Every demo inside Tessera Mobile's ConfigProvider: the demo's 'Dark theme' and 'Compact
 * theme' switches become the library's own themes, and overlays portal into the phone frame.
 */
export default function DemoFrame({ dark, switches, container, children }: DemoFrameProps) {
  const getContainer = useCallback(() => container, [container]);
  return (
    <ConfigProvider
      theme={dark ? 'dark' : 'light'}
      compact={switches.compact === true}
      getContainer={getContainer}
    >
      {children}
    </ConfigProvider>
  );
}
