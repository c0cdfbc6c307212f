import type { ReactNode } from 'react';

export interface DemoFrameProps {
  id: string;
  /** The visitor asked for the library's dark theme inside this demo. */
  dark: boolean;
  /**
   * The switches the site's config gives every demo (`demo.switches`), by name: on when the
   * visitor turned the switch on for this demo, e.g. `{ compact: true }`.
   */
  switches: Readonly<Record<string, boolean>>;
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
