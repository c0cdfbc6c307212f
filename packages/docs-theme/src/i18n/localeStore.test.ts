import { describe, expect, it, vi } from 'vitest';
import { chosenLocale, getLocale, setLocale, subscribeLocale } from './localeStore';
import { hasMessages, loadMessages } from './messages';

describe('the chosen language', () => {
  it('shows once its labels have loaded, the default until then', async () => {
    expect(hasMessages('zh-CN')).toBe(false);
    setLocale('zh-CN');
    expect(chosenLocale()).toBe('zh-CN');
    expect(getLocale()).toBe('en-US');
    const changed = vi.fn();
    subscribeLocale(changed);
    await loadMessages('zh-CN');
    await vi.waitFor(() => expect(changed).toHaveBeenCalled());
    expect(getLocale()).toBe('zh-CN');
    setLocale('en-US');
  });
});
