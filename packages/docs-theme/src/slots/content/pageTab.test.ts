import { describe, expect, it } from 'vitest';
import type { PageTab } from '../../types';
import { cleanTabQuery, resolveTab, tabKeyTarget } from './pageTab';

const tab = (key: string): PageTab => ({ key, title: key, toc: [], Content: () => null });
const tabs = [tab('releasing'), tab('api')];

describe('resolveTab', () => {
  it('selects a declared tab by its exact key', () => {
    expect(resolveTab(tabs, 'api')).toBe(tabs[1]);
    expect(resolveTab(tabs, 'releasing')).toBe(tabs[0]);
  });

  it.each([
    null,
    '',
    'API',
    ' api',
    'nope',
    '__proto__',
    'constructor',
    'toString',
    'hasOwnProperty',
    'prototype',
  ])('%j selects the default tab', (requested) => {
    expect(resolveTab(tabs, requested)).toBeUndefined();
  });

  it('selects nothing on a page without tabs', () => {
    expect(resolveTab(undefined, 'api')).toBeUndefined();
    expect(resolveTab([], 'api')).toBeUndefined();
  });

  it('matches a tab whose key looks like a prototype name only when the page declares it', () => {
    const odd = [tab('constructor')];
    expect(resolveTab(odd, 'constructor')).toBe(odd[0]);
    expect(resolveTab(odd, '__proto__')).toBeUndefined();
  });
});

describe('tabKeyTarget', () => {
  it.each([
    ['ArrowRight', 0, 1],
    ['ArrowRight', 2, 0],
    ['ArrowDown', 1, 2],
    ['ArrowLeft', 0, 2],
    ['ArrowUp', 2, 1],
    ['Home', 2, 0],
    ['End', 0, 2],
  ])('%s from %i goes to %i of three', (key, from, to) => {
    expect(tabKeyTarget(key, from, 3)).toBe(to);
  });

  it('ignores other keys', () => {
    expect(tabKeyTarget('Enter', 0, 3)).toBeUndefined();
    expect(tabKeyTarget('a', 0, 3)).toBeUndefined();
  });
});

describe('cleanTabQuery', () => {
  it.each([
    ['', undefined],
    ['?ref=x', undefined],
    ['?tab=api', tabs[1]],
  ])('leaves %j as it is', (search, shown) => {
    expect(cleanTabQuery(search, shown)).toBeNull();
  });

  it.each([
    ['?tab=nope', undefined, ''],
    ['?tab=', undefined, ''],
    ['?ref=x&tab=nope', undefined, '?ref=x'],
    ['?tab=nope&tab=api', undefined, ''],
    ['?tab=api&tab=nope&ref=x', tabs[1], '?tab=api&ref=x'],
    ['?tab=api&tab=api', tabs[1], '?tab=api'],
    [`?tab=${'a'.repeat(5000)}`, undefined, ''],
  ])('corrects %j', (search, shown, expected) => {
    expect(cleanTabQuery(search, shown)).toBe(expected);
  });
});
