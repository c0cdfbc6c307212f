import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, test } from 'vitest';
import { escapeHtml } from './escapeHtml';

describe('escapeHtml', () => {
  const value = `a & b < c > d "e" 'f' ü`;

  test('escapes an attribute value exactly as React writes it', () => {
    expect(`<div title="${escapeHtml(value)}"></div>`).toBe(
      renderToStaticMarkup(createElement('div', { title: value })),
    );
  });

  test('escapes text exactly as React writes it', () => {
    expect(`<p>${escapeHtml(value)}</p>`).toBe(
      renderToStaticMarkup(createElement('p', null, value)),
    );
  });
});
