import { describe, expect, it } from 'vitest';
import { resolveConfig, resolveSiteUrl } from './config';

describe('resolveSiteUrl', () => {
  it.each(['https://acme.dev', 'https://acme.dev/', 'http://localhost:8080/docs/'])(
    'accepts %j',
    (siteUrl) => {
      expect(resolveSiteUrl(siteUrl)).toBe(siteUrl);
    },
  );

  it.each([
    'acme.dev',
    '/docs/',
    '//acme.dev',
    'ftp://acme.dev',
    'javascript:alert(1)',
    'https://acme.dev/?x=1',
    'https://acme.dev/#top',
    'https://user:secret@acme.dev',
    '',
  ])('refuses %j, saying what an address looks like', (siteUrl) => {
    expect(() => resolveSiteUrl(siteUrl)).toThrow(
      `docs.config: \`siteUrl\` must be the site's absolute address such as 'https://acme.dev' (http or https, no query or hash); got ${JSON.stringify(siteUrl)}.`,
    );
  });

  it('is checked when the config is read, and stays unset when not given', () => {
    expect(() => resolveConfig({ title: 'T', siteUrl: 'acme.dev' }, '/site')).toThrow(
      '`siteUrl` must be',
    );
    expect(resolveConfig({ title: 'T' }, '/site')).not.toHaveProperty('siteUrl');
  });
});
