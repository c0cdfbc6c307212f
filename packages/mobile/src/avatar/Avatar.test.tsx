import { fireEvent, render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { ConfigProvider } from '../config-provider/ConfigProvider';
import { zhCN } from '../locale/zhCN';
import { describeBasics } from '../test-utils/basics';
import { expectConsole } from '../test-utils/console';
import { Avatar } from './index';
import { initialsOf, splitGroup } from './initials';

describe('Avatar', () => {
  it('server-renders the picture as an img named by the person, sized to the avatar', () => {
    const html = renderToString(<Avatar src="/ada.svg" name="Ada Lovelace" size="large" />);
    expect(html).toMatch(/<img[^>]+alt="Ada Lovelace"/);
    expect(html).toContain('width="56"');
    expect(html).toContain('loading="lazy"');
  });

  it('shows the initials when the picture fails, and keeps its name', () => {
    render(<Avatar src="/broken.svg" name="Grace Hopper" />);
    const img = screen.getByRole('img', { name: 'Grace Hopper' });
    fireEvent.error(img);
    expect(screen.getAllByText('GH').length).toBeGreaterThan(0);
    expect(screen.getByRole('img', { name: 'Grace Hopper' })).toBeInTheDocument();
  });

  it('shows initials without a picture, as an image named by the person', () => {
    render(<Avatar name="Linus Torvalds" />);
    const avatar = screen.getByRole('img', { name: 'Linus Torvalds' });
    expect(avatar).toHaveTextContent('LT');
  });

  it('is decorative without picture or name', () => {
    const { container } = render(<Avatar />);
    expect(screen.queryByRole('img')).toBeNull();
    expect(container.firstElementChild).toHaveAttribute('aria-hidden', 'true');
  });
});

describe('Avatar.Group', () => {
  const people = ['Ada Lovelace', 'Ben Okri', 'Chen Wei', 'Dana Scully', 'Eve Adams'];

  it('shows max avatars and counts the rest in "+N", named for screen readers', () => {
    render(
      <Avatar.Group max={3} aria-label="Attendees">
        {people.map((name) => (
          <Avatar key={name} name={name} />
        ))}
      </Avatar.Group>,
    );
    const group = screen.getByRole('group', { name: 'Attendees' });
    expect(group).toHaveTextContent('+2');
    expect(screen.getByRole('img', { name: '2 more' })).toBeInTheDocument();
    expect(screen.getAllByRole('img')).toHaveLength(4);
  });

  it('says the count in the locale', () => {
    render(
      <ConfigProvider locale={zhCN}>
        <Avatar.Group max={1}>
          <Avatar name="王小明" />
          <Avatar name="李雷" />
        </Avatar.Group>
      </ConfigProvider>,
    );
    expect(screen.getByRole('img', { name: '还有 1 个' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '王小明' })).toHaveTextContent('王');
  });

  // The CSS reads `data-topmost`: each avatar is raised above, or left under, the avatars
  // nested beside it in its slot, which are all those after it.
  const stacking = (group: HTMLElement) => {
    const faces = within(group).getAllByRole('img');
    return {
      topmost: group.dataset.topmost,
      names: faces.map((face) => face.getAttribute('aria-label')),
      nested: faces.every((face, i) => i === 0 || faces[i - 1]!.parentElement!.contains(face)),
    };
  };

  it.each(['ltr', 'rtl'] as const)(
    'puts the first avatar on top with topmost="first" (%s), reading in order',
    (dir) => {
      render(
        <div dir={dir}>
          <Avatar.Group max={3} topmost="first" aria-label="Going">
            {people.map((name) => (
              <Avatar key={name} name={name} />
            ))}
          </Avatar.Group>
        </div>,
      );
      expect(stacking(screen.getByRole('group', { name: 'Going' }))).toEqual({
        topmost: 'first',
        names: ['Ada Lovelace', 'Ben Okri', 'Chen Wei', '2 more'],
        nested: true,
      });
    },
  );

  it('puts the last avatar on top by default', () => {
    render(
      <Avatar.Group aria-label="Going">
        <Avatar name="Ada Lovelace" />
        <Avatar name="Ben Okri" />
      </Avatar.Group>,
    );
    expect(screen.getByRole('group', { name: 'Going' })).toHaveAttribute('data-topmost', 'last');
  });

  it('shows everyone without max, and warns about a bad max', () => {
    expectConsole('warn', '`max` is the number of avatars');
    render(
      <Avatar.Group max={-2}>
        <Avatar name="Ada Lovelace" />
        <Avatar name="Ben Okri" />
      </Avatar.Group>,
    );
    expect(screen.getAllByRole('img')).toHaveLength(2);
  });
});

describe('initialsOf', () => {
  it.each([
    ['Ada Lovelace', 'AL'],
    ['  grace   brewster  hopper ', 'GH'],
    ['Cher', 'C'],
    ['王小明', '王'],
    ['Émile Zola', 'ÉZ'],
    ['👩🏽‍🚀 Astronaut', '👩🏽‍🚀A'],
    ['', ''],
    [undefined, ''],
  ])('%s → %s', (name, initials) => {
    expect(initialsOf(name)).toBe(initials);
  });
});

describe('splitGroup', () => {
  it.each([
    [5, undefined, { shown: 5, rest: 0 }],
    [5, 3, { shown: 3, rest: 2 }],
    [5, 5, { shown: 5, rest: 0 }],
    [5, 9, { shown: 5, rest: 0 }],
    [5, 0, { shown: 0, rest: 5 }],
    [5, 2.7, { shown: 2, rest: 3 }],
  ])('%i avatars, max %s', (count, max, expected) => {
    expect(splitGroup(count, max)).toEqual(expected);
  });
});

describeBasics('Avatar', () => (
  <Avatar.Group max={2} aria-label="Team">
    <Avatar src="/images/people/ada.svg" name="Ada Lovelace" />
    <Avatar name="Ben Okri" shape="square" />
    <Avatar />
  </Avatar.Group>
));
