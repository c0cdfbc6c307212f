import type { ComponentType } from 'react';
import { DemoErrorBoundary } from './DemoErrorBoundary';
import type { DemoFrameProps } from './DemoFrame';
import { OutsideSiteRouter } from './OutsideSiteRouter';

interface FrameProps {
  DemoFrame: ComponentType<DemoFrameProps>;
  /** What the error block says when the demo throws. */
  label: string;
  id: string;
  dark: boolean;
  /** The site's demo switches (`demo.switches` of its config), by name: on or off. */
  switches: Readonly<Record<string, boolean>>;
  frame: HTMLElement | null;
}

/**
 * A demo in the site's `DemoFrame` slot, with its own error block: in a page and alone. A demo
 * never sees the site's router, wherever it renders (see OutsideSiteRouter).
 */
export function framedDemo(
  Component: ComponentType,
  { DemoFrame, label, id, dark, switches, frame }: FrameProps,
) {
  return (
    <DemoErrorBoundary label={label}>
      <DemoFrame id={id} dark={dark} switches={switches} container={frame}>
        <OutsideSiteRouter>
          <Component />
        </OutsideSiteRouter>
      </DemoFrame>
    </DemoErrorBoundary>
  );
}
