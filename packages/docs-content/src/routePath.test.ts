import { describe, expect, it } from 'vitest';
import { kebab, pageIdOf, routePathOf } from './routePath';

describe('kebab', () => {
  it.each([
    ['PullToRefresh', 'pull-to-refresh'],
    ['ActionSheet', 'action-sheet'],
    ['FormItem', 'form-item'],
    ['TabBar', 'tab-bar'],
    ['Button', 'button'],
    ['guide', 'guide'],
    ['fill_and color', 'fill-and-color'],
  ])('%s → %s', (input, output) => expect(kebab(input)).toBe(output));
});

describe('routePathOf', () => {
  const prefix = { components: 'tm-' };
  it.each([
    ['index.md', ''],
    ['guide/index.md', 'guide'],
    ['guide/style.md', 'guide/style'],
    ['guide/log.md', 'guide/log'],
    ['components/Button.md', 'components/tm-button'],
    ['components/ProgressCircle.md', 'components/tm-progress-circle'],
    ['components/FloatingPanel.md', 'components/tm-floating-panel'],
    ['components/TextArea.md', 'components/tm-text-area'],
  ])('%s → %s', (file, route) => expect(routePathOf(file, prefix)).toBe(route));

  it('names page ids after the file, as the spec does', () => {
    expect(pageIdOf('docs', 'components/Button.md')).toBe('docs/components/Button');
    expect(pageIdOf('docs', 'guide/index.md')).toBe('docs/guide/index');
  });
});
