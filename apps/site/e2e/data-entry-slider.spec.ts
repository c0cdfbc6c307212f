import type { Locator } from '@playwright/test';
import { expect, test } from '@tessera/playwright-config/fixtures';
import { openDemoAlone, tabIntoDemo } from './chunks';
import { onlyIn } from './projects';
import { centreOf, touchDrag } from './touch';

/*
 * Slider on its standalone demo pages: real touch drags through CDP at phone width, and the
 * keyboard at desktop width.
 */

const valueOf = async (thumb: Locator) => Number(await thumb.getAttribute('aria-valuenow'));

test.describe('Slider', () => {
  test('by touch: a drag along the track moves the thumb and does not scroll the page', async ({
    page,
    problems,
  }) => {
    onlyIn('mobile');
    await openDemoAlone(page, 'slider-demo-basic');
    // Make the page scrollable, so a scroll would show.
    await page.evaluate(() => {
      document.body.style.minHeight = '300vh';
      window.scrollTo(0, 40);
    });
    const thumb = page.getByRole('slider', { name: 'Volume' });
    await expect(thumb).toHaveAttribute('aria-valuenow', '30');
    const from = await centreOf(thumb);
    const scrollBefore = await page.evaluate(() => window.scrollY);
    // Mostly along the track, drifting down a little as a thumb does.
    await touchDrag(page, from, { x: from.x + 120, y: from.y + 30 }, 12);
    const now = await valueOf(thumb);
    expect(now).toBeGreaterThan(50);
    await expect(page.getByText(`Volume ${now}; saved ${now}`)).toBeVisible();
    expect(await page.evaluate(() => window.scrollY)).toBe(scrollBefore);
    expect(await problems.csp()).toEqual([]);
  });

  test('in right-to-left text the track runs from the right and its marks read the right way', async ({
    page,
  }) => {
    await openDemoAlone(page, 'slider-demo-right-to-left');
    const thumb = page.getByRole('slider', { name: 'السطوع' });
    const none = page.getByText('صفر');
    const full = page.getByText('كامل');
    // The minimum's mark is on the right, the maximum's on the left; the thumb (20) is nearer the right.
    const noneAt = await centreOf(none);
    const fullAt = await centreOf(full);
    const thumbAt = await centreOf(thumb);
    expect(noneAt.x).toBeGreaterThan(fullAt.x);
    expect(thumbAt.x).toBeGreaterThan((noneAt.x + fullAt.x) / 2);
    // Mirrored text would be drawn with a negative horizontal scale; these read normally.
    const scale = await none.evaluate((el) => (el as SVGGraphicsElement).getScreenCTM()!.a);
    expect(scale).toBeGreaterThan(0);
    await thumb.focus();
    await page.keyboard.press('ArrowLeft');
    await expect(thumb).toHaveAttribute('aria-valuenow', '21');
    await expect(page.getByText('السطوع 21')).toBeVisible();
    // A tap at the left end sets the maximum.
    const track = (await thumb
      .locator('xpath=ancestor::*[local-name()="svg"][1]/..')
      .boundingBox())!;
    await page.mouse.click(track.x + 2, track.y + track.height / 2);
    await expect(thumb).toHaveAttribute('aria-valuenow', /^(99|100)$/);

    // A vertical slider keeps its labels right of the track, inside its own box.
    await openDemoAlone(page, 'slider-demo-vertical');
    await page.evaluate(() => document.documentElement.setAttribute('dir', 'rtl'));
    const temperature = page.getByRole('slider', { name: 'Temperature' });
    const label = (await page.getByText('22°').boundingBox())!;
    const knob = (await temperature.boundingBox())!;
    expect(label.x).toBeGreaterThan(knob.x + knob.width);
  });

  test('by touch: range thumbs stop at each other; a vertical thumb rises; a disabled one stays', async ({
    page,
  }) => {
    onlyIn('mobile');
    await openDemoAlone(page, 'slider-demo-range-and-marks');
    const low = page.getByRole('slider', { name: 'Minimum' });
    const high = page.getByRole('slider', { name: 'Maximum' });
    const start = await centreOf(high);
    await touchDrag(page, start, { x: start.x + 300, y: start.y }, 10);
    await expect(page.getByText('From $100 to $500')).toBeVisible();
    const lowStart = await centreOf(low);
    await touchDrag(page, lowStart, { x: lowStart.x + 400, y: lowStart.y }, 10);
    await expect(page.getByText('From $500 to $500')).toBeVisible();

    await openDemoAlone(page, 'slider-demo-vertical');
    const temperature = page.getByRole('slider', { name: 'Temperature' });
    const from = await centreOf(temperature);
    await touchDrag(page, from, { x: from.x, y: from.y - 60 }, 8);
    await expect.poll(() => valueOf(temperature)).toBeGreaterThan(21);
    const bass = page.getByRole('slider', { name: 'Bass (locked)' });
    const bassAt = await centreOf(bass);
    await touchDrag(page, bassAt, { x: bassAt.x, y: bassAt.y - 60 }, 8);
    await expect(bass).toHaveAttribute('aria-valuenow', '60');
  });

  test('by keyboard: arrows, Page Up / Down, Home and End move each thumb within its bounds', async ({
    page,
    problems,
  }) => {
    onlyIn('desktop');
    await openDemoAlone(page, 'slider-demo-basic');
    const thumb = page.getByRole('slider', { name: 'Volume' });
    await tabIntoDemo(page);
    await expect(thumb).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowUp');
    await expect(thumb).toHaveAttribute('aria-valuenow', '32');
    await page.keyboard.press('PageUp');
    await expect(thumb).toHaveAttribute('aria-valuenow', '42');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('PageDown');
    await expect(thumb).toHaveAttribute('aria-valuenow', '31');
    await page.keyboard.press('End');
    await expect(page.getByText('Volume 100; saved 100')).toBeVisible();
    await page.keyboard.press('Home');
    await expect(thumb).toHaveAttribute('aria-valuenow', '0');
    expect(await problems.csp()).toEqual([]);

    await openDemoAlone(page, 'slider-demo-range-and-marks');
    await tabIntoDemo(page);
    await expect(page.getByRole('slider', { name: 'Minimum' })).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByText('From $150 to $300')).toBeVisible();
    await page.keyboard.press('End');
    await expect(page.getByText('From $300 to $300')).toBeVisible();
    await page.keyboard.press('Tab');
    await page.keyboard.press('End');
    await expect(page.getByText('From $300 to $500')).toBeVisible();

    await openDemoAlone(page, 'slider-demo-vertical');
    await tabIntoDemo(page);
    const temperature = page.getByRole('slider', { name: 'Temperature' });
    await expect(temperature).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(temperature).toHaveAttribute('aria-valuetext', '21.5 degrees');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect(temperature).toHaveAttribute('aria-valuenow', '20.5');
    const bass = page.getByRole('slider', { name: 'Bass (locked)' });
    await bass.focus();
    await page.keyboard.press('ArrowUp');
    await expect(bass).toHaveAttribute('aria-valuenow', '60');
  });
});
