import { describe, expect, it } from 'vitest';
import { plainText } from './plainText';

describe('plainText', () => {
  it.each([
    ['Loading while `onClick` is *pending*.', 'Loading while onClick is pending.'],
    ["`'auto'`: loading", "'auto': loading"],
    ['See [Popup](/components/tm-popup) and **bold**.', 'See Popup and bold.'],
    ['First paragraph.\n\nSecond one.', 'First paragraph. Second one.'],
    ['snake_case_name', 'snake_case_name'],
    ['Shows <img src=x onerror=alert(1)> as text', 'Shows <img src=x onerror=alert(1)> as text'],
    ['Escaped \\`tick\\`', 'Escaped `tick`'],
  ])('%s', (markdown, text) => {
    expect(plainText(markdown)).toBe(text);
  });
});
