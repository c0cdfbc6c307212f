import { describe, expect, it } from 'vitest';
import { demoDocumentTitle, demoHeading } from './demoTitle';

describe('demo titles', () => {
  const page = { path: '/components/tm-popup', title: 'Popup' };
  it.each([
    [{ id: 'popup-demo-snap', title: 'Snap points', page }, 'Snap points', 'Snap points - Popup'],
    [{ id: 'popup-demo-snap', title: '', page }, 'popup-demo-snap', 'popup-demo-snap - Popup'],
    [{ id: 'popup-demo-snap' }, 'popup-demo-snap', 'popup-demo-snap'],
    [{ id: 'x', title: 'Basic usage' }, 'Basic usage', 'Basic usage'],
  ])('%j → %j, %j', (entry, heading, title) => {
    expect(demoHeading(entry)).toBe(heading);
    expect(demoDocumentTitle(entry)).toBe(title);
  });
});
