import { PRODUCT_LIST_DEFAULT_LIMIT } from '@ridgeline/config';

/** Page sizes offered (spec 2 §9: 25/50/100 with the first shown as 47). */
export const PAGE_SIZES = [PRODUCT_LIST_DEFAULT_LIMIT, 50, 100] as const;

/** Page and limit from a listing URL; anything unreadable falls back to the defaults. */
export function listingParams(url: URL): { page: number; limit: number; offset: number } {
  const limitParam = Number(url.searchParams.get('limit'));
  const limit = (PAGE_SIZES as readonly number[]).includes(limitParam) ? limitParam : PRODUCT_LIST_DEFAULT_LIMIT;
  const pageParam = Number(url.searchParams.get('page'));
  const page = Number.isInteger(pageParam) && pageParam >= 1 && pageParam <= 2000 ? pageParam : 1;
  return { page, limit, offset: (page - 1) * limit };
}
