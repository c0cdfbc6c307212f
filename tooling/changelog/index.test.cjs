'use strict';
const assert = require('node:assert/strict');
const { test } = require('node:test');
const changelog = require('./index.cjs');

test('a release line starts with the release date', async () => {
  process.env.TESSERA_RELEASE_DATE = '2025-10-25';
  const line = await changelog.getReleaseLine(
    { summary: 'Adds `Flex.Item`.', releases: [] },
    'minor',
  );
  assert.equal(line, '- 2025-10-25: Adds `Flex.Item`.');
});

test('further summary lines stay inside their entry', () => {
  assert.equal(
    changelog.formatLine('Adds Box.\n\nIt pads with tokens.\n', '2025-10-01'),
    '- 2025-10-01: Adds Box.\n\n  It pads with tokens.',
  );
});

test('dependency updates are one dated line, and nothing when none changed', async () => {
  process.env.TESSERA_RELEASE_DATE = '2025-10-25';
  assert.equal(await changelog.getDependencyReleaseLine([], []), '');
  assert.equal(
    await changelog.getDependencyReleaseLine(
      [],
      [{ name: '@tessera/docs-theme', newVersion: '4.6.0' }],
    ),
    '- 2025-10-25: Updates dependencies: @tessera/docs-theme@4.6.0.',
  );
});

test('the date defaults to today in UTC and rejects a malformed override', () => {
  assert.equal(changelog.releaseDate({}, new Date('2025-10-25T23:30:00Z')), '2025-10-25');
  assert.throws(() => changelog.releaseDate({ TESSERA_RELEASE_DATE: '25/10/2025' }), /YYYY-MM-DD/);
});
