import { CommerceApiError } from '@ridgeline/sdk';
import { FormattedMessage } from 'react-intl';
import { data, Link, redirect } from 'react-router';
import { SimplePage } from '~/components/layout/simple-page';
import { localizedPath } from '~/lib/staff/next-path';
import { clearPreviewLinkCookie, isPreviewLinkToken, previewLinkCookie } from '~/lib/preview/preview-link.server';
import { previewLinkProblem, previewLinkTarget, type PreviewLinkProblem } from '~/lib/preview/preview-target';
import { metaTitle } from '~/lib/seo/meta';
import type { Route } from './+types/preview-link';

/** Never stored; the token in the address is not passed on to other sites. */
const PRIVATE = { 'cache-control': 'private, no-store', 'referrer-policy': 'no-referrer' };

/**
 * A shared preview link, `/preview/{token}` (issue 24): a staff member made it for a path of the
 * shop, for up to 7 days. A live link keeps its token in an httpOnly cookie for as long as the link
 * lives and sends its holder to the path in the preview environment, where they see the staging
 * content (drafts, unpublished pages and editions) as staff do. An expired (410), revoked (410) or
 * unknown (404) link says so, and drops any token kept before.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const token = params.token;
  const refuse = (problem: PreviewLinkProblem) =>
    data(
      { problem, home: localizedPath(request, '/') },
      {
        status: problem === 'unknown' ? 404 : 410,
        headers: { ...PRIVATE, 'set-cookie': clearPreviewLinkCookie(request) },
      },
    );
  if (!isPreviewLinkToken(token)) return refuse('unknown');
  try {
    const link = await context.commerce.forShopper(token).openPreviewLink();
    const target = previewLinkTarget(link.path, context.preview?.environments ?? []);
    return redirect(target, {
      headers: { ...PRIVATE, 'set-cookie': previewLinkCookie(request, token, link.expiresAt) },
    });
  } catch (error) {
    if (error instanceof CommerceApiError && error.status === 401) return refuse(previewLinkProblem(error.message));
    throw error;
  }
}

export const headers: Route.HeadersFunction = () => PRIVATE;

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: metaTitle(matches, { id: 'preview_link.title', defaultMessage: 'Preview link' }) },
  { name: 'robots', content: 'noindex' },
];

const PROBLEMS = {
  expired: <FormattedMessage id="preview_link.expired" defaultMessage="This preview link has expired." />,
  revoked: <FormattedMessage id="preview_link.revoked" defaultMessage="This preview link has been revoked." />,
  unknown: <FormattedMessage id="preview_link.unknown" defaultMessage="This preview link is not valid." />,
} satisfies Record<PreviewLinkProblem, unknown>;

export default function PreviewLinkPage({ loaderData }: Route.ComponentProps) {
  return (
    <SimplePage title={<FormattedMessage id="preview_link.title" defaultMessage="Preview link" />}>
      <p role="status">{PROBLEMS[loaderData.problem]}</p>
      <p>
        <FormattedMessage id="preview_link.ask" defaultMessage="Ask the person who shared it for a new link." />
      </p>
      <p>
        <Link to={loaderData.home} className="underline">
          <FormattedMessage id="preview_link.home" defaultMessage="Go to the shop" />
        </Link>
      </p>
    </SimplePage>
  );
}
