import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { productsListedIn } from '../catalog/index.js';
import { ACTIVITY_TYPES, type ActivityType } from './schema.js';
import { rows, textArray } from '../../db/raw-sql.js';
import { timestamptz } from './sql.js';
import { sessionSeconds } from './windows.js';

/** A product and how strongly a recommender ranks it. */
export type Scored = { productId: string; score: number };

/**
 * Activity types as SQL literals, not parameters: the partial indexes on `activities` are
 * chosen only when the planner can see the types, whatever plan it caches. Only our own
 * constants reach here, checked against the list.
 */
function typeList(types: readonly ActivityType[]): SQL {
  if (types.length === 0 || types.some((t) => !ACTIVITY_TYPES.includes(t))) throw new Error('Unknown activity type.');
  return sql.raw(`(${types.map((t) => `'${t}'`).join(', ')})`);
}

/** A whole number of seconds as an interval literal (a checked integer, so safe to inline). */
function seconds(value: number): SQL {
  if (!Number.isInteger(value) || value < 0) throw new RangeError('An interval must be a whole number of seconds.');
  return sql.raw(`interval '${value} seconds'`);
}

type CoOccurrenceQuery = {
  siteId: string;
  anchors: readonly string[];
  types: readonly ActivityType[];
  sessionMinutes: number;
  since: Date;
  anchorScan: number;
  anchorSample: number;
  limit: number;
};

/**
 * Products that shoppers touched in the same session as an anchor product. From the latest
 * `anchorScan` anchor events since `since` (shared out between the anchors, so one best seller in
 * a basket cannot crowd out the rest) it keeps each shopper's latest, for the `anchorSample` most
 * recent shoppers, then takes every event of the same cookie and types within the session window
 * either side. Score = how many different shoppers (cookies) did so, so one
 * shopper reloading a page cannot push a product up; ties go to the most recent co-occurrence.
 *
 * Cost is bounded by the sample, not by how popular the anchor is: single-product events come
 * newest first from a partial btree index on their product and stop at the LIMIT; events naming
 * several products (orders) come from the GIN index; each anchor event then probes the
 * (site, cookie, type, created_at) index for its window. The predicates repeat the partial
 * indexes' own (`cardinality(product_ids) = 1`…) so the planner can use them.
 */
export async function coOccurring(db: Database, q: CoOccurrenceQuery): Promise<Scored[]> {
  if (q.anchors.length === 0) return [];
  const types = typeList(q.types);
  const anchors = textArray(q.anchors);
  const since = timestamptz(q.since);
  const perAnchor = Math.ceil(q.anchorScan / q.anchors.length);
  const window = seconds(sessionSeconds(q.sessionMinutes));
  const found = await rows<{ product_id: string; score: number }>(
    db,
    sql`
      WITH anchor_events AS (
        SELECT cookie_id, created_at
        FROM (
          -- Each shopper's latest anchor event only: they count once anyway, and a cookie that
          -- views one product hundreds of times (a bot, a reload loop) then costs one window.
          SELECT DISTINCT ON (cookie_id) cookie_id, created_at
          FROM (
            SELECT single.cookie_id, single.created_at
            FROM unnest(${anchors}) AS anchor(product_id)
            CROSS JOIN LATERAL (
              SELECT cookie_id, created_at
              FROM activities
              WHERE site_id = ${q.siteId}
                AND product_ids[1] = anchor.product_id
                AND type IN ${types}
                AND cardinality(product_ids) = 1
                AND created_at >= ${since}
              ORDER BY created_at DESC
              LIMIT ${perAnchor}
            ) single
            UNION ALL
            -- OFFSET 0 keeps the outer LIMIT out: given one, the planner walks a time index hoping
            -- to meet the anchor in an order soon, and reads every cart event when it never does.
            SELECT cookie_id, created_at
            FROM (
              SELECT cookie_id, created_at
              FROM activities
              WHERE site_id = ${q.siteId}
                AND product_ids && ${anchors}
                AND type IN ${types}
                AND cardinality(product_ids) > 1
                AND created_at >= ${since}
              OFFSET 0
            ) multiple
          ) candidates
          ORDER BY cookie_id, created_at DESC
        ) latest_per_shopper
        ORDER BY created_at DESC
        LIMIT ${q.anchorSample}
      )
      SELECT p.product_id, count(DISTINCT o.cookie_id)::int AS score
      FROM anchor_events a
      JOIN activities o
        ON o.site_id = ${q.siteId}
       AND o.cookie_id = a.cookie_id
       AND o.type IN ${types}
       AND o.created_at BETWEEN a.created_at - ${window} AND a.created_at + ${window}
      CROSS JOIN LATERAL unnest(o.product_ids) AS p(product_id)
      WHERE p.product_id <> ALL(${anchors})
      GROUP BY p.product_id
      ORDER BY score DESC, max(o.created_at) DESC, p.product_id
      LIMIT ${q.limit}
    `,
  );
  return found.map((r) => ({ productId: r.product_id, score: Number(r.score) }));
}

type TopSellingQuery = {
  siteId: string;
  /** Only products listed in one of these categories; every product when absent. */
  categoryIds?: readonly string[];
  since: Date;
  eventSample: number;
  limit: number;
};

/**
 * Products most often added to a basket or ordered, over the site's latest `eventSample` cart
 * and order events since `since` (each event counts once per product). The sample is read
 * newest first from a partial index, so the cost does not grow with the site's history.
 */
export async function topSelling(db: Database, q: TopSellingQuery): Promise<Scored[]> {
  const inCategories = q.categoryIds
    ? sql`AND p.product_id IN (${productsListedIn(q.categoryIds)})`
    : sql``;
  const found = await rows<{ product_id: string; score: number }>(
    db,
    sql`
      WITH recent AS (
        SELECT product_ids
        FROM activities
        WHERE site_id = ${q.siteId}
          AND type IN ${typeList(['addToCart', 'purchase'])}
          AND created_at >= ${timestamptz(q.since)}
        ORDER BY created_at DESC
        LIMIT ${q.eventSample}
      )
      SELECT p.product_id, count(*)::int AS score
      FROM recent
      CROSS JOIN LATERAL unnest(recent.product_ids) AS p(product_id)
      WHERE true ${inCategories}
      GROUP BY p.product_id
      ORDER BY score DESC, p.product_id
      LIMIT ${q.limit}
    `,
  );
  return found.map((r) => ({ productId: r.product_id, score: Number(r.score) }));
}

type RecentlyViewedQuery = {
  siteId: string;
  cookieId?: string;
  userId?: string;
  exclude: readonly string[];
  since: Date;
  viewSample: number;
  limit: number;
};

/**
 * The shopper's own product views, most recent first, each product once: by cookie, and by
 * user id across devices when signed in. Each branch walks its index backwards and stops after
 * `viewSample` views.
 */
export async function recentlyViewed(db: Database, q: RecentlyViewedQuery): Promise<string[]> {
  const branch = (column: SQL, value: string) => sql`(
    SELECT id, product_ids, created_at
    FROM activities
    WHERE site_id = ${q.siteId} AND ${column} = ${value} AND type = 'viewProduct' AND created_at >= ${timestamptz(q.since)}
    ORDER BY created_at DESC
    LIMIT ${q.viewSample}
  )`;
  const branches = [
    ...(q.cookieId ? [branch(sql`cookie_id`, q.cookieId)] : []),
    ...(q.userId ? [branch(sql`user_id`, q.userId)] : []),
  ];
  if (branches.length === 0) return [];
  const found = await rows<{ product_id: string }>(
    db,
    sql`
      SELECT p.product_id
      FROM (${sql.join(branches, sql` UNION ALL `)}) v
      CROSS JOIN LATERAL unnest(v.product_ids) AS p(product_id)
      WHERE p.product_id <> ALL(${textArray(q.exclude)})
      GROUP BY p.product_id
      ORDER BY max(v.created_at) DESC, max(v.id) DESC
      LIMIT ${q.limit}
    `,
  );
  return found.map((r) => r.product_id);
}
