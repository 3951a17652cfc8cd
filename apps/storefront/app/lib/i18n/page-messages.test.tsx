// @vitest-environment happy-dom
import { TYPE } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it, vi } from 'vitest';
import type { CompiledMessages } from './page-messages';

const catalogue = (text: string): CompiledMessages => ({ greeting: [{ type: TYPE.literal, value: text }] });

/** A fresh copy of the module: what it keeps lives for the page (or the server process). */
const fresh = async () => {
  vi.resetModules();
  return import('./page-messages');
};

describe("the page's messages", () => {
  it('writes JSON that cannot close its script element, and reads it back as it was', async () => {
    const { jsonForScript } = await fresh();
    const text = '</script><script>alert(1)</script><!--';
    const written = jsonForScript({ a: text });
    expect(written).not.toContain('<');
    expect(JSON.parse(written)).toEqual({ a: text });
  });

  it("reads the page's data block once, for its own locale only", async () => {
    const { messagesFor, jsonForScript, PAGE_MESSAGES_ID } = await fresh();
    document.body.innerHTML = `<script type="application/json" id="${PAGE_MESSAGES_ID}" data-locale="fr-CA">${jsonForScript(catalogue('Bonjour'))}</script>`;
    expect(messagesFor('en-US')).toEqual({});
    const { messagesFor: again } = await fresh();
    expect(again('fr-CA')).toEqual(catalogue('Bonjour'));
    document.getElementById(PAGE_MESSAGES_ID)!.textContent = jsonForScript(catalogue('Salut'));
    // Kept: the block is not read again.
    expect(again('fr-CA')).toEqual(catalogue('Bonjour'));
  });

  it("takes the root loader's catalogue when it sends one (a client-side change of locale) and keeps it", async () => {
    const { messagesFor } = await fresh();
    document.body.innerHTML = '';
    expect(messagesFor('fr-CA', catalogue('Bonjour'))).toEqual(catalogue('Bonjour'));
    expect(messagesFor('fr-CA')).toEqual(catalogue('Bonjour'));
  });

  it('is empty, and says why, for a block that is not JSON', async () => {
    const { messagesFor, PAGE_MESSAGES_ID } = await fresh();
    document.body.innerHTML = `<script type="application/json" id="${PAGE_MESSAGES_ID}" data-locale="en-US">{oops</script>`;
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(messagesFor('en-US')).toEqual({});
    expect(error).toHaveBeenCalledTimes(1);
    error.mockRestore();
  });

  it('tells a data request from a document request', async () => {
    const { isDataRequest } = await fresh();
    expect(isDataRequest(new Request('https://shop.test/fr-CA/c/footwear.data'))).toBe(true);
    expect(isDataRequest(new Request('https://shop.test/_root.data?_routes=root'))).toBe(true);
    expect(isDataRequest(new Request('https://shop.test/fr-CA/c/footwear'))).toBe(false);
    expect(isDataRequest(new Request('https://shop.test/t/data'))).toBe(false);
  });
});
