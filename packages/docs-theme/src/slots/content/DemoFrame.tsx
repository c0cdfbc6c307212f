import type { ReactNode } from 'react';

export interface DemoFrameProps {
  id: string;
  /** The visitor asked for the library's dark theme inside this demo. */
  dark: boolean;
  /** The visitor asked for the library's compact theme inside this demo. */
  compact: boolean;
  /**
   * The phone frame element: overlays of the demo belong inside it. `null` for a demo alone
   * on its page, whose overlays cover the screen, and while the frame is not yet rendered.
   */
  container: HTMLElement | null;
  children: ReactNode;
}

/**
 * Where a demo renders. The default adds nothing; a site replaces this slot to give its
 * component library's providers (theme, locale, portal container) to every demo.
 */
export function DemoFrame({ children }: DemoFrameProps) {
  return <>{children}</>;
}
