import { expect, type APIRequestContext } from '@playwright/test';

/** The e2e store's CONTENT_API_TOKEN (playwright.config.ts): the content management API's staff credential. */
export const E2E_CONTENT_TOKEN = 'e2e-content-token-3f9c1a7be2d84c6f90a1';

/**
 * Creates (once: a retry finds it) and publishes a content item through the management API
 * (decision 045). Answers its id.
 */
export async function publishedItem(
  request: APIRequestContext,
  item: { id: string; deliveryKey: string; name: string; schema: string; body: Record<string, unknown> },
): Promise<string> {
  const headers = { authorization: `Bearer ${E2E_CONTENT_TOKEN}` };
  const existing = await request.get(`/api/cms/manage/items/${item.id}`, { headers });
  if (existing.status() === 404) {
    const created = await request.post('/api/cms/manage/items', { headers, data: item });
    expect(created.status(), await created.text()).toBe(201);
  }
  const published = await request.post(`/api/cms/manage/items/${item.id}/publish`, { headers, data: {} });
  expect(published.status(), await published.text()).toBe(200);
  return item.id;
}
