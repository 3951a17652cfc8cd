import { CommerceApiError, type CommerceClient, type MailboxEntry, type MailboxMessage } from '@ridgeline/sdk';
import type { AppLoadContext } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loader as messageLoader } from './mailbox-message';
import { loader as listLoader } from './mailbox';
import { mailboxPage } from './mailbox.server';

const ENTRY: MailboxEntry = {
  id: '6f1c0f55-5a4e-4d3e-9a53-3d1b8a0c2f10',
  kind: 'order-confirmation',
  to: 'shopper@example.com',
  locale: 'fr-CA',
  subject: 'Votre commande RL100001',
  status: 'pending',
  attempts: 0,
  createdAt: '2026-11-20T10:00:00.000Z',
};
const MESSAGE: MailboxMessage = { ...ENTRY, html: '<p>Merci</p>', text: 'Merci', headers: {} };

/** A commerce client that knows only the mailbox calls, holding one message. */
function setup() {
  const commerce = {
    listMailbox: vi.fn(async (q: { limit?: number; offset?: number }) => ({
      data: [ENTRY],
      total: 1,
      limit: q.limit ?? 50,
      offset: q.offset ?? 0,
    })),
    getMailboxMessage: vi.fn(async (id: string) => {
      if (id === ENTRY.id) return MESSAGE;
      throw new CommerceApiError(404, 'not_found', `Mail ${id} not found`);
    }),
  };
  const context = { commerce: commerce as unknown as CommerceClient } as AppLoadContext;
  const list = (path = '/dev/mailbox') =>
    listLoader({ request: new Request(`http://shop.test${path}`), context, params: {} } as never);
  const message = (id: string) =>
    messageLoader({ request: new Request(`http://shop.test/dev/mailbox/${id}`), context, params: { id } } as never);
  return { commerce, list, message };
}

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('the development mailbox loaders', () => {
  it('list the outbox newest first, a page of 50 at a time', async () => {
    const { commerce, list } = setup();
    expect(await list()).toEqual({ mailbox: { data: [ENTRY], total: 1, limit: 50, offset: 0 }, page: 1 });
    expect(commerce.listMailbox).toHaveBeenCalledWith({ limit: 50, offset: 0 });
    await list('/dev/mailbox?page=3');
    expect(commerce.listMailbox).toHaveBeenLastCalledWith({ limit: 50, offset: 100 });
  });

  it('read one message, and answer 404 for one the outbox does not have', async () => {
    const { message } = setup();
    expect(await message(ENTRY.id)).toEqual({ message: MESSAGE });
    await expect(message('6f1c0f55-0000-4000-8000-000000000000')).rejects.toMatchObject({ init: { status: 404 } });
  });

  it('are a 404 in production, without asking the engine', async () => {
    vi.stubEnv('NODE_ENV', 'production');
    const { commerce, list, message } = setup();
    await expect(list()).rejects.toMatchObject({ init: { status: 404 } });
    await expect(message(ENTRY.id)).rejects.toMatchObject({ init: { status: 404 } });
    expect(commerce.listMailbox).not.toHaveBeenCalled();
    expect(commerce.getMailboxMessage).not.toHaveBeenCalled();
  });
});

describe('mailboxPage', () => {
  it.each([
    ['', 1, 0],
    ['?page=2', 2, 50],
    ['?page=0', 1, 0],
    ['?page=-1', 1, 0],
    ['?page=1.5', 1, 0],
    ['?page=abc', 1, 0],
    ['?page=999999', 2000, 99_950],
  ])('%j is page %i at offset %i', (query, page, offset) => {
    expect(mailboxPage(new URL(`http://shop.test/dev/mailbox${query}`))).toEqual({ page, offset });
  });
});
