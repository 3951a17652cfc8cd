import { readForm } from '~/lib/http/read-form.server';
import { PageFactsSchema } from '~/lib/targeting/page-facts-schema';
import { decideForPage } from '~/lib/targeting/targeting.server';
import type { Route } from './+types/targeting';

const PRIVATE = { 'cache-control': 'private, no-store' };
const refused = (status: 400 | 405, message: string) =>
  Response.json({ ok: false, status, message }, { status, headers: PRIVATE });

/**
 * POST /targeting (a form): the page's facts (type, path, its category or product, the search) → the
 * actions of the targeting slots (the weather widget, the pick-up and exit modals) and the content
 * groups, with the `mt.aa` cookie (30 minutes). A decision that fails answers no actions (spec 3 §8:
 * targeting errors are not shown), logged; bad facts are a 400.
 */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== 'POST') return refused(405, 'Use POST.');
  const form = await readForm(request);
  const fields = Object.fromEntries(
    [...form].filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
  const parsed = PageFactsSchema.safeParse(fields);
  if (!parsed.success) return refused(400, parsed.error.issues[0]?.message ?? 'The page facts are not valid.');
  try {
    const { decision, cookie } = await decideForPage(request, context, parsed.data);
    return Response.json(
      { ok: true, actions: decision.actions, amplienceGroups: decision.amplienceGroups },
      { headers: { ...PRIVATE, ...(cookie ? { 'set-cookie': cookie } : {}) } },
    );
  } catch (error) {
    context.logger.warn({ msg: 'Targeting decision failed', error: String(error) });
    return Response.json({ ok: true, actions: [], amplienceGroups: [] }, { headers: PRIVATE });
  }
}

export function loader() {
  return refused(405, 'Use POST.');
}
