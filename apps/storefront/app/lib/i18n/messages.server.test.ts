import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadMessages } from './messages.server';

afterEach(() => vi.restoreAllMocks());

describe('loadMessages', () => {
  it("gives a locale's compiled catalogue", async () => {
    const fr = await loadMessages('fr-CA');
    expect(fr['tile.colours']).toEqual([{ type: 0, value: 'Couleurs' }]);
  });

  it('falls back to en-US for a locale without one, with a warning: the browser has no defaults to show', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const messages = await loadMessages('xx-XX');
    expect(messages).toEqual(await loadMessages('en-US'));
    expect(Object.keys(messages).length).toBeGreaterThan(100);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('xx-XX'));
  });
});
