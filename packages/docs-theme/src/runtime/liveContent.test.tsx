import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { ContentComponents } from '../types';
import { liveContent } from './liveContent';

const components = {} as ContentComponents;
const text = (value: string) =>
  function Content() {
    return <p>{value}</p>;
  };

describe('liveContent', () => {
  it('keeps one component per key, which shows the content registered last', async () => {
    const Page = liveContent('docs/a', text('First'));
    render(<Page components={components} />);
    expect(screen.getByText('First')).toBeInTheDocument();

    expect(liveContent('docs/a', text('Second'))).toBe(Page);
    expect(await screen.findByText('Second')).toBeInTheDocument();
    expect(screen.queryByText('First')).toBeNull();
  });

  it('keeps the state of the components around the content', async () => {
    function Counter({ children }: { children: React.ReactNode }) {
      const [count, setCount] = useState(0);
      return (
        <>
          <button onClick={() => setCount(count + 1)}>Count {count}</button>
          {children}
        </>
      );
    }
    const Page = liveContent('docs/b', text('Old'));
    render(
      <Counter>
        <Page components={components} />
      </Counter>,
    );
    act(() => screen.getByRole('button').click());
    liveContent('docs/b', text('New'));
    expect(await screen.findByText('New')).toBeInTheDocument();
    expect(screen.getByRole('button')).toHaveTextContent('Count 1');
  });

  it('updates only the content under the key that changed', async () => {
    const Page = liveContent('docs/c', text('Page'));
    const Tab = liveContent('docs/c?tab=api', text('Tab'));
    render(
      <>
        <Page components={components} />
        <Tab components={components} />
      </>,
    );
    liveContent('docs/c?tab=api', text('Tab, edited'));
    expect(await screen.findByText('Tab, edited')).toBeInTheDocument();
    expect(screen.getByText('Page')).toBeInTheDocument();
  });
});
