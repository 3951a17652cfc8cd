import { createTestApi } from './test-api.js';

/**
 * A test API that counts the statements reading search_text: what a text search computes, and
 * what a kept result or the memory index spares.
 */
export async function apiCountingTextReads() {
  const counted = { textReads: 0 };
  const api = await createTestApi({
    onQuery: (query) => {
      if (/\bfrom search_text\b/i.test(query)) counted.textReads += 1;
    },
  });
  return Object.assign(api, { counted });
}
