/**
 * What every group of calls (basket.ts, orders.ts, …) is built on: the client's `get` and
 * `write` (client.ts), which add the base URL, the shopper's token and the error handling.
 */

/** A query string: an array repeats its key; undefined and '' leave the key out. */
export type Query = Record<string, string | number | boolean | readonly string[] | undefined>;

export type WriteMethod = 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type Transport = {
  get<T>(path: string, query?: Query): Promise<T>;
  /** Sends `payload` as JSON (nothing when undefined); the answer is read like a GET's. */
  write<T>(method: WriteMethod, path: string, payload?: unknown, init?: { query?: Query }): Promise<T>;
};
