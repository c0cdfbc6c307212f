import { fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describeBasics } from '../test-utils/basics';
import { expectConsole } from '../test-utils/console';
import { Image } from './Image';
import { statusOfElement } from './imageStatus';

const statusOf = (img: HTMLElement) => img.parentElement?.getAttribute('data-status');

describe('Image', () => {
  it('renders the real img on the server with its size, lazy loading and async decoding', () => {
    const html = renderToString(<Image src="/lake.svg" alt="A lake" width={300} height={200} />);
    expect(html).toMatch(/<img[^>]+src="\/lake.svg"/);
    expect(html).toContain('width="300"');
    expect(html).toContain('height="200"');
    expect(html).toContain('loading="lazy"');
    expect(html).toContain('decoding="async"');
  });

  it('loads eagerly when lazy is false', () => {
    render(<Image src="/hero.svg" alt="Hero" lazy={false} />);
    expect(screen.getByRole('img', { name: 'Hero' })).not.toHaveAttribute('loading');
  });

  it('keeps the placeholder until the image loads, then calls onLoad', () => {
    const onLoad = vi.fn();
    render(
      <Image
        src="/lake.svg"
        alt="A lake"
        placeholder={<span>Loading the lake</span>}
        onLoad={onLoad}
      />,
    );
    const img = screen.getByRole('img', { name: 'A lake' });
    expect(statusOf(img)).toBe('loading');
    fireEvent.load(img);
    expect(statusOf(img)).toBe('loaded');
    expect(onLoad).toHaveBeenCalledTimes(1);
  });

  it('shows the fallback when the image fails, and calls onError', () => {
    const onError = vi.fn();
    render(<Image src="/missing.svg" alt="Missing" fallback="No picture" onError={onError} />);
    const img = screen.getByRole('img', { name: 'Missing' });
    expect(screen.queryByText('No picture')).toBeNull();
    fireEvent.error(img);
    expect(screen.getByText('No picture')).toBeInTheDocument();
    expect(onError).toHaveBeenCalledTimes(1);
  });

  it('shows the fallback without a src', () => {
    render(<Image alt="" fallback="Nothing to show" />);
    expect(screen.getByText('Nothing to show')).toBeInTheDocument();
  });

  it('starts loading again when src changes', () => {
    const { rerender } = render(<Image src="/a.svg" alt="Photo" fallback="Broken" />);
    fireEvent.error(screen.getByRole('img', { name: 'Photo' }));
    expect(screen.getByText('Broken')).toBeInTheDocument();
    rerender(<Image src="/b.svg" alt="Photo" fallback="Broken" />);
    expect(screen.queryByText('Broken')).toBeNull();
    expect(statusOf(screen.getByRole('img', { name: 'Photo' }))).toBe('loading');
  });

  it('warns when alt is missing', () => {
    expectConsole('warn', 'give every image an `alt`');
    render(<Image src="/a.svg" />);
  });
});

describe('statusOfElement', () => {
  it.each([
    [{ complete: false, naturalWidth: 0 }, true, 'loading'],
    [{ complete: true, naturalWidth: 640 }, true, 'loaded'],
    [{ complete: true, naturalWidth: 0 }, true, 'error'],
    [{ complete: true, naturalWidth: 0 }, false, 'error'],
  ] as const)('%o with a source: %s gives %s', (img, hasSrc, status) => {
    expect(statusOfElement(img, hasSrc)).toBe(status);
  });
});

describeBasics('Image', () => (
  <Image src="/images/lake.svg" alt="A lake under mountains" width={120} height={80} fit="cover" />
));
