// One function per generated file; each takes the component's names and returns the file's text.

const indexFile = ({ name }) =>
  `export { ${name}, type ${name}Props, type ${name}Ref } from './${name}';\n`;

const componentFile = ({ name, kebab }) => `import { forwardRef, type ReactNode } from 'react';
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
`;

const stylesFile = ({ name, kebab }) => {
  const varsName = `${name[0].toLowerCase() + name.slice(1)}Vars`;
  return `import { createGlobalVar, fallbackVar, style } from '@vanilla-extract/css';
import { vars } from '../theme/light.css';

/** Public component variables; each falls back to a theme token. */
const ${varsName} = {
  background: createGlobalVar('tm-${kebab}-background'),
};

export const root = style(
  {
    background: fallbackVar(${varsName}.background, vars.color.background),
  },
  '${kebab}',
);
`;
};

const testFile = ({ name }) => `import { expectNoAxeViolations } from '@tessera/vitest-config/axe';
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
`;

const docsPage = ({ name, kebab, group, groupOrder, order }) => `---
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
`;

const basicDemo = ({ name }) => `/**
 * title: Basic usage
 * description: The smallest useful ${name}.
 */
import { ${name} } from '@tessera/mobile';

export default function Basic() {
  return <${name}>Hello</${name}>;
}
`;

/** The files of a new component, as [path from the repo root, text] pairs. */
export function componentFiles(component) {
  const { name, kebab } = component;
  const dir = `packages/mobile/src/${kebab}`;
  return [
    [`${dir}/index.ts`, indexFile(component)],
    [`${dir}/${name}.tsx`, componentFile(component)],
    [`${dir}/${name}.css.ts`, stylesFile(component)],
    [`${dir}/${name}.test.tsx`, testFile(component)],
    [`apps/site/docs/components/${name}.md`, docsPage(component)],
    [`apps/site/docs/components/demos/${kebab}/basic.tsx`, basicDemo(component)],
  ];
}
