/** The files of a new component, as [path from the repo root, text] pairs. */
export function componentFiles({ name, kebab, group, groupOrder, order }) {
  const dir = `packages/mobile/src/${kebab}`;
  return [
    [
      `${dir}/index.ts`,
      `export { ${name}, type ${name}Props, type ${name}Ref } from './${name}';\n`,
    ],
    [
      `${dir}/${name}.tsx`,
      `import { forwardRef, type ReactNode } from 'react';
import { cx } from '../internal/cx';
import { nativeProps, type NativeProps } from '../internal/nativeProps';
import * as styles from './${name}.css';

export type ${name}Ref = HTMLDivElement;

export interface ${name}Props extends NativeProps<'--tm-${kebab}-background'> {
  /** Content. */
  children?: ReactNode;
}

/** One sentence on what ${name} is for. */
export const ${name} = forwardRef<${name}Ref, ${name}Props>(function ${name}({ children, ...rest }, ref) {
  return (
    <div ref={ref} {...nativeProps(rest, cx(styles.root))}>
      {children}
    </div>
  );
});
`,
    ],
    [
      `${dir}/${name}.css.ts`,
      `import { createGlobalVar, fallbackVar, style } from '@vanilla-extract/css';
import { vars } from '../theme/light.css';

/** Public component variables; each falls back to a theme token. */
const ${name[0].toLowerCase() + name.slice(1)}Vars = {
  background: createGlobalVar('tm-${kebab}-background'),
};

export const root = style(
  {
    background: fallbackVar(${name[0].toLowerCase() + name.slice(1)}Vars.background, vars.color.background),
  },
  '${kebab}',
);
`,
    ],
    [
      `${dir}/${name}.test.tsx`,
      `import { expectNoAxeViolations } from '@tessera/vitest-config/axe';
import { render, screen } from '@testing-library/react';
import { dark, hydrate } from '../test-utils/ssr';
import { ${name} } from './${name}';

describe('${name}', () => {
  it('renders its content', () => {
    render(<${name}>Content</${name}>);
    expect(screen.getByText('Content')).toBeInTheDocument();
  });

  it('has no axe violations', async () => {
    const { container } = render(<${name}>Content</${name}>);
    await expectNoAxeViolations(container);
  });

  it('hydrates server HTML without mismatches and without style attributes', async () => {
    const { errors, html } = await hydrate(<${name}>Hydrated</${name}>);
    expect(errors).toEqual([]);
    expect(html).not.toContain('style=');
  });

  it('renders in the dark theme', () => {
    render(dark(<${name}>Dark</${name}>));
    expect(screen.getByText('Dark')).toBeInTheDocument();
  });
});
`,
    ],
    [
      `apps/site/docs/components/${name}.md`,
      `---
title: ${name}
description: One sentence on what ${name} is for.
group:
  title: ${group}
  order: ${groupOrder}
order: ${order}
---

# ${name}

What ${name} is, in two or three sentences.

## When to use

- The situations ${name} is made for.

## Examples

<code src="./demos/${kebab}/basic.tsx"></code>

## API

<API id="${name}"></API>

## CSS variables

| Variable | Default | Description |
| --- | --- | --- |
| \`--tm-${kebab}-background\` | \`var(--tm-color-background)\` | Background of the component. |

## Accessibility

- Roles, names and keyboard behaviour.
`,
    ],
    [
      `apps/site/docs/components/demos/${kebab}/basic.tsx`,
      `/**
 * title: Basic usage
 * description: The smallest useful ${name}.
 */
import { ${name} } from '@tessera/mobile';

export default function Basic() {
  return <${name}>Hello</${name}>;
}
`,
    ],
  ];
}
