import { Suspense, type ComponentType } from 'react';
import type { ContentComponents } from '../types';
import { Anchor } from '../slots/content/Anchor';
import { CodeBlock } from '../slots/content/CodeBlock';
import { Heading } from '../slots/content/Heading';

/**
 * Each demo and API table hydrates as its own Suspense boundary: React then hydrates them in
 * separate tasks after the page shell, instead of one long task that blocks input on phones.
 */
function ownHydrationTask<P extends object>(Component: ComponentType<P>): ComponentType<P> {
  function Boundary(props: P) {
    return (
      <Suspense fallback={null}>
        <Component {...props} />
      </Suspense>
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
    Heading,
    CodeBlock,
    Demo: ownHydrationTask(Demo),
    API: ownHydrationTask(API),
  };
}
