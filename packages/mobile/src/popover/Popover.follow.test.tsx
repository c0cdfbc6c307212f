import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from '../button/Button';
import { Popup } from '../popup/Popup';
import { Popover } from './index';

/*
 * jsdom does no layout. These stubs give the anchor a box we move by hand (as scrolling would)
 * and give the fixed popover the box its translation puts it at, as a browser would.
 */
let anchorBox = { left: 100, top: 300, width: 80, height: 32 };
const fixedBoxes = new Map<Element, { left: number; top: number; width: number; height: number }>();
function stubLayout() {
  vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockReturnValue(120);
  vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(40);
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (
    this: HTMLElement,
  ) {
    const box = this.querySelector(':scope > button[aria-haspopup]')
      ? anchorBox
      : (fixedBoxes.get(this) ?? {
          left: parseFloat(this.style.getPropertyValue('--tm-popover-x')) || 0,
          top: parseFloat(this.style.getPropertyValue('--tm-popover-y')) || 0,
          width: this.offsetWidth,
          height: this.offsetHeight,
        });
    return DOMRect.fromRect({ x: box.left, y: box.top, width: box.width, height: box.height });
  });
}

const bubble = () => screen.getByText('Saved to favourites').closest<HTMLElement>('[data-state]')!;
const y = () => bubble().style.getPropertyValue('--tm-popover-y');

function renderOpen() {
  render(
    <Popover content="Saved to favourites" defaultVisible>
      <Button>Star</Button>
    </Popover>,
  );
}

describe('Popover follows its anchor', () => {
  beforeEach(() => {
    anchorBox = { left: 100, top: 300, width: 80, height: 32 };
    stubLayout();
  });

  it('stays above its anchor as the page scrolls, and stays open', () => {
    renderOpen();
    // 300 - 8 px gap - 40 px height.
    expect(y()).toBe('252px');
    anchorBox = { ...anchorBox, top: 200 };
    fireEvent.scroll(window);
    expect(y()).toBe('152px');
    expect(screen.getByRole('button', { name: 'Star' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('flips below when the anchor nears the top, and back when there is room again', () => {
    renderOpen();
    expect(bubble()).toHaveAttribute('data-placement', 'top');
    anchorBox = { ...anchorBox, top: 20 };
    fireEvent.scroll(document);
    expect(bubble()).toHaveAttribute('data-placement', 'bottom');
    expect(y()).toBe('60px');
    anchorBox = { ...anchorBox, top: 400 };
    fireEvent.scroll(document);
    expect(bubble()).toHaveAttribute('data-placement', 'top');
  });

  it('follows when a scroll container scrolls, and hides while the anchor is scrolled out of it', () => {
    const scroller = document.createElement('div');
    scroller.style.overflowY = 'auto';
    document.body.appendChild(scroller);
    fixedBoxes.set(scroller, { left: 0, top: 100, width: 375, height: 400 });
    render(
      <Popover content="Saved to favourites" defaultVisible>
        <Button>Star</Button>
      </Popover>,
      { container: scroller },
    );
    anchorBox = { ...anchorBox, top: 250 };
    fireEvent.scroll(scroller);
    expect(y()).toBe('202px');
    expect(bubble()).not.toHaveAttribute('data-anchor-hidden');
    anchorBox = { ...anchorBox, top: 40 };
    fireEvent.scroll(scroller);
    expect(bubble()).toHaveAttribute('data-anchor-hidden', 'true');
    anchorBox = { ...anchorBox, top: 300 };
    fireEvent.scroll(scroller);
    expect(bubble()).not.toHaveAttribute('data-anchor-hidden');
    fixedBoxes.delete(scroller);
    scroller.remove();
  });

  it('follows when the window is resized', () => {
    renderOpen();
    anchorBox = { ...anchorBox, left: 10, top: 500 };
    act(() => void window.dispatchEvent(new Event('resize')));
    expect(y()).toBe('452px');
  });

  it('a menu keeps the focused item when placed again on scroll', async () => {
    render(
      <Popover.Menu
        actions={[
          { key: 'copy', text: 'Copy' },
          { key: 'share', text: 'Share' },
        ]}
      >
        <Button>More</Button>
      </Popover.Menu>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'More' }));
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Share' })).toHaveFocus();
    fireEvent.scroll(window);
    expect(screen.getByRole('menuitem', { name: 'Share' })).toHaveFocus();
  });
});

describe('Popover closing', () => {
  it('a touch that scrolls ends without a click and keeps it open; a tap outside closes it', async () => {
    render(
      <>
        <Popover content="Saved to favourites" defaultVisible>
          <Button>Star</Button>
        </Popover>
        <p>Elsewhere</p>
      </>,
    );
    const star = screen.getByRole('button', { name: 'Star' });
    fireEvent.pointerDown(screen.getByText('Elsewhere'));
    fireEvent.scroll(document);
    expect(star).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(screen.getByText('Elsewhere'));
    expect(star).toHaveAttribute('aria-expanded', 'false');
  });

  it('Escape inside a popup closes the popover and leaves the popup open', async () => {
    const onClose = vi.fn();
    render(
      <Popup visible aria-label="Settings" onClose={onClose}>
        <Popover content="Applies to all your devices" defaultVisible>
          <Button>Sync</Button>
        </Popover>
      </Popup>,
    );
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Sync' })).toHaveAttribute('aria-expanded', 'false');
    expect(onClose).not.toHaveBeenCalled();
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledWith('escape');
  });
});
