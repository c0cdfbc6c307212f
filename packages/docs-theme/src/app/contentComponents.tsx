import type { ComponentType } from 'react';
import type { ContentComponents } from '../types';
import { Anchor } from '../slots/content/Anchor';
import { Badge } from '../slots/content/Badge';
import { Callout } from '../slots/content/Callout';
import { CodeBlock } from '../slots/content/CodeBlock';
import { Heading } from '../slots/content/Heading';
import { HydrationBoundary } from './HydrationBoundary';

/** Each demo and API table hydrates on its own, after the prose around it. */
function ownHydrationTask<P extends object>(Component: ComponentType<P>): ComponentType<P> {
  function Boundary(props: P) {
    return (
      <HydrationBoundary>
        <Component {...props} />
      </HydrationBoundary>
    );
  }
  Boundary.displayName = `Hydrated(${Component.displayName ?? Component.name})`;
  return Boundary;
}

/** How compiled pages render links, headings, code, demos and API tables. */
export function contentComponents(
  Demo: ContentComponents['Demo'],
  API: ContentComponents['API'],
): ContentComponents {
  return {
    a: Anchor,
    Callout,
    Badge,
    Heading,
    CodeBlock,
    Demo: ownHydrationTask(Demo),
    API: ownHydrationTask(API),
  };
}
