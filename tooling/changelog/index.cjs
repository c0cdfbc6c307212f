'use strict';

/**
 * The changelog format of the Tessera packages, for `changeset version`: changesets writes
 * the version headings, and this formatter writes each change as
 * `- 2025-10-25: Summary sentence.` so every entry says when it was released. The date is
 * the day `changeset version` runs (UTC), or `TESSERA_RELEASE_DATE` (YYYY-MM-DD) when a
 * release is prepared ahead of its day.
 */

function releaseDate(env = process.env, now = new Date()) {
  const given = env.TESSERA_RELEASE_DATE;
  if (given !== undefined) {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(given) || Number.isNaN(Date.parse(`${given}T00:00:00Z`)))
      throw new Error(`TESSERA_RELEASE_DATE must be a date as YYYY-MM-DD, not "${given}".`);
    return given;
  }
  return now.toISOString().slice(0, 10);
}

/** One change: its summary's first line after the date, further lines indented under it. */
function formatLine(summary, date) {
  const [first = '', ...rest] = summary.trim().split('\n');
  const more = rest.map((line) => (line.trim() ? `  ${line}` : '')).join('\n');
  return `- ${date}: ${first.trim()}${more ? `\n${more}` : ''}`;
}

async function getReleaseLine(changeset) {
  return formatLine(changeset.summary, releaseDate());
}

async function getDependencyReleaseLine(changesets, dependenciesUpdated) {
  if (dependenciesUpdated.length === 0) return '';
  const names = dependenciesUpdated.map((dep) => `${dep.name}@${dep.newVersion}`).join(', ');
  return formatLine(`Updates dependencies: ${names}.`, releaseDate());
}

module.exports = { getReleaseLine, getDependencyReleaseLine };
module.exports.default = module.exports;
module.exports.formatLine = formatLine;
module.exports.releaseDate = releaseDate;
