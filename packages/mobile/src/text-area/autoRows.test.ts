import { autoRows, resolveAutoSize } from './autoRows';

describe('autoRows', () => {
  it.each([
    [{ scrollHeight: 48, lineHeight: 24, padding: 0 }, 1, undefined, 2],
    [{ scrollHeight: 56, lineHeight: 24, padding: 8 }, 1, undefined, 2],
    [{ scrollHeight: 48.3, lineHeight: 24, padding: 0 }, 1, undefined, 2],
    [{ scrollHeight: 49, lineHeight: 24, padding: 0 }, 1, undefined, 2],
    [{ scrollHeight: 50, lineHeight: 24, padding: 0 }, 1, undefined, 3],
    [{ scrollHeight: 24, lineHeight: 24, padding: 0 }, 3, undefined, 3],
    [{ scrollHeight: 240, lineHeight: 24, padding: 0 }, 2, 5, 5],
    [{ scrollHeight: 0, lineHeight: 24, padding: 0 }, 2, 5, 2],
    [{ scrollHeight: 100, lineHeight: Number.NaN, padding: 0 }, 2, 5, 2],
  ])('%o with %i..%s rows gives %i', (measure, min, max, expected) => {
    expect(autoRows(measure, min, max)).toBe(expected);
  });
});

describe('resolveAutoSize', () => {
  it.each([
    [undefined, 2, null],
    [false, 2, null],
    [true, 2, { minRows: 2, maxRows: undefined }],
    [{ maxRows: 6 }, 3, { minRows: 3, maxRows: 6 }],
    [{ minRows: 4, maxRows: 2 }, 1, { minRows: 4, maxRows: 4 }],
  ])('%o with rows=%i gives %o', (autoSize, rows, expected) => {
    expect(resolveAutoSize(autoSize, rows)).toEqual(expected);
  });
});
