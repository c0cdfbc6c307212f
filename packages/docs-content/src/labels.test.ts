import { describe, expect, it } from 'vitest';
import { resolveLabels } from './labels';

describe('resolveLabels', () => {
  it('keeps plain texts as written, with no translation', () => {
    expect(resolveLabels({ title: 'Acme', nav: [{ title: 'Guide', link: '/guide' }] })).toEqual({
      title: 'Acme',
      nav: [{ title: 'Guide', link: '/guide' }],
      labels: {},
    });
  });

  it('turns every label given per language into its default text and one table entry', () => {
    const resolved = resolveLabels({
      title: { 'en-US': 'Acme UI', 'zh-CN': 'Acme 组件库' },
      nav: [
        {
          title: { 'en-US': 'Guide', 'zh-CN': '指南' },
          link: '/guide',
          children: [{ title: { 'en-US': 'Theme', 'zh-CN': '主题' }, link: '/guide/theme' }],
        },
      ],
      copyright: { 'en-US': '© Acme', 'zh-CN': '© Acme 版权所有' },
      labels: { General: { 'zh-CN': '通用' } },
    });
    expect(resolved).toEqual({
      title: 'Acme UI',
      nav: [
        { title: 'Guide', link: '/guide', children: [{ title: 'Theme', link: '/guide/theme' }] },
      ],
      copyright: '© Acme',
      labels: {
        General: { 'zh-CN': '通用' },
        'Acme UI': { 'en-US': 'Acme UI', 'zh-CN': 'Acme 组件库' },
        Guide: { 'en-US': 'Guide', 'zh-CN': '指南' },
        Theme: { 'en-US': 'Theme', 'zh-CN': '主题' },
        '© Acme': { 'en-US': '© Acme', 'zh-CN': '© Acme 版权所有' },
      },
    });
  });

  it('merges a text translated twice alike, in any key order', () => {
    const resolved = resolveLabels({
      title: 'Acme',
      nav: [{ title: { 'zh-CN': '指南', 'en-US': 'Guide' }, link: '/guide' }],
      labels: { Guide: { 'zh-CN': '指南' } },
    });
    expect(resolved.labels).toEqual({ Guide: { 'en-US': 'Guide', 'zh-CN': '指南' } });
  });
});
