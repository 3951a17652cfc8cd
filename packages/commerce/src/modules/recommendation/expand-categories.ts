import type { Database } from '../../db/client.js';
import { NotFoundError } from '../../http/errors.js';
import { categoryWithDescendants } from '../catalog/index.js';

/**
 * The given categories with every online category below them. An unknown or offline category
 * adds nothing: a stale anchor in a recommendation request is not worth an error page.
 */
export async function expandCategories(db: Database, ids: readonly string[]): Promise<string[]> {
  const all = new Set<string>();
  for (const id of ids) {
    try {
      for (const child of await categoryWithDescendants(db, id)) all.add(child);
    } catch (error) {
      if (!(error instanceof NotFoundError)) throw error;
    }
  }
  return [...all];
}
