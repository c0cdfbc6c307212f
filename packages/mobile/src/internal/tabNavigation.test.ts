import { sectionAt } from './sectionAt';
import { neighbourTab, tabForKey } from './tabNavigation';

const tabs = [{ key: 'a' }, { key: 'b', disabled: true }, { key: 'c' }, { key: 'd' }];

describe('tabForKey', () => {
  it.each([
    ['a', 'ArrowRight', {}, 'c'],
    ['d', 'ArrowRight', {}, 'a'],
    ['a', 'ArrowLeft', {}, 'd'],
    ['c', 'ArrowLeft', {}, 'a'],
    ['a', 'ArrowLeft', { rtl: true }, 'c'],
    ['a', 'ArrowRight', { rtl: true }, 'd'],
    ['c', 'Home', {}, 'a'],
    ['a', 'End', {}, 'd'],
    ['a', 'ArrowDown', {}, undefined],
    ['a', 'ArrowDown', { orientation: 'vertical' as const }, 'c'],
    ['a', 'ArrowUp', { orientation: 'vertical' as const }, 'd'],
    ['a', 'ArrowRight', { orientation: 'vertical' as const }, undefined],
    ['a', 'Enter', {}, undefined],
  ])('from %s, %s with %o goes to %s', (from, key, options, expected) => {
    expect(tabForKey(tabs, from, key, options)).toBe(expected);
  });

  it('has nowhere to go when every tab is disabled', () => {
    expect(tabForKey([{ key: 'a', disabled: true }], 'a', 'End')).toBeUndefined();
  });
});

describe('neighbourTab', () => {
  it.each([
    ['a', 1, 'c'],
    ['c', -1, 'a'],
    ['a', -1, undefined],
    ['d', 1, undefined],
  ] as const)('from %s towards %d is %s', (from, direction, expected) => {
    expect(neighbourTab(tabs, from, direction)).toBe(expected);
  });
});

describe('sectionAt', () => {
  it.each([
    [[0, 300, 600], 1, 0],
    [[-400, -50, 200], 1, 1],
    [[-900, -600, -10], 1, 2],
    [[50, 300], 1, 0],
    [[], 1, 0],
  ])('sections at %o past the line %d: %d', (tops, line, expected) => {
    expect(sectionAt(tops, line)).toBe(expected);
  });
});
