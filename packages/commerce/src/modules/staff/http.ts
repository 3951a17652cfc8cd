import { createRoute } from '@hono/zod-openapi';
import { clientIpOf } from '../../http/client-ip.js';
import { errorAnswer, errorResponses, jsonAnswer, jsonBody, ok } from '../../http/responses.js';
import { createRouter } from '../../http/router.js';
import { staffOf, staffSecurity, staffUnauthorized } from './bearer.js';
import { bearerToken } from './tokens.js';
import {
  CreatedPreviewLink,
  CurrentStaffSession,
  OpenedPreviewLink,
  PreviewLinkList,
  PreviewLinkParams,
  PreviewLinkRequest,
  StaffSignIn,
  StaffSignInRequest,
} from './contract.js';
import { createPreviewLink, listPreviewLinks, revokePreviewLink, verifyPreviewToken } from './preview-links.js';
import { revokeStaffSession } from './sessions.js';
import { signInStaff } from './sign-in.js';
import { StaffUnauthorizedError } from './errors.js';
import { PREVIEW_REFUSALS } from './preview-rules.js';
import { previewLinkView, staffMemberView } from './view.js';

const tags = ['Staff'];

const routes = {
  signIn: createRoute({
    method: 'post',
    path: '/staff/sessions',
    tags,
    summary: 'Staff sign-in with e-mail and password: a staff session token for 12 hours',
    description:
      'Sets no cookie: the storefront keeps the token in an httpOnly cookie and sends it as `Authorization: Bearer`.',
    request: { body: jsonBody(StaffSignInRequest) },
    responses: {
      201: jsonAnswer(StaffSignIn, 'Signed in.'),
      400: errorResponses[400],
      401: errorAnswer('Invalid e-mail or password (the same answer for an unknown e-mail or a disabled account).'),
      429: errorAnswer('Too many failed attempts: Retry-After says when to try again.'),
    },
  }),
  current: createRoute({
    method: 'get',
    path: '/staff/session',
    tags,
    summary: 'Who is signed in with this staff session, and until when',
    security: staffSecurity,
    responses: { ...ok(CurrentStaffSession, 'The staff member and the session’s end.'), ...staffUnauthorized },
  }),
  signOut: createRoute({
    method: 'delete',
    path: '/staff/session',
    tags,
    summary: 'Signs this staff session out: its token is refused from now on',
    security: staffSecurity,
    responses: { 204: { description: 'Signed out.' }, ...staffUnauthorized },
  }),
  createPreviewLink: createRoute({
    method: 'post',
    path: '/staff/preview-links',
    tags,
    summary: 'A preview link of a storefront path, for up to 7 days (its token is answered only now)',
    security: staffSecurity,
    request: { body: jsonBody(PreviewLinkRequest) },
    responses: { 201: jsonAnswer(CreatedPreviewLink, 'The link.'), 400: errorResponses[400], ...staffUnauthorized },
  }),
  listPreviewLinks: createRoute({
    method: 'get',
    path: '/staff/preview-links',
    tags,
    summary: 'The preview links this staff member made, newest first (live, expired and revoked; at most 200)',
    security: staffSecurity,
    responses: { ...ok(PreviewLinkList, 'The links, without their tokens.'), ...staffUnauthorized },
  }),
  openPreviewLink: createRoute({
    method: 'get',
    path: '/preview-link',
    tags,
    summary: 'What the bearer preview link opens: its path and end (the storefront checks a shared link with it)',
    security: [{ previewToken: [] }] as Record<string, string[]>[],
    responses: {
      ...ok(OpenedPreviewLink, 'The link is live.'),
      401: errorAnswer('No preview link token, or one that is unknown, expired or revoked (the message says which).'),
    },
  }),
  revokePreviewLink: createRoute({
    method: 'delete',
    path: '/staff/preview-links/{id}',
    tags,
    summary: 'Revokes a preview link (its maker’s, or any for an admin): its token opens nothing from now on',
    security: staffSecurity,
    request: { params: PreviewLinkParams },
    responses: {
      204: { description: 'Revoked (or it was already).' },
      400: errorResponses[400],
      404: errorAnswer('No such link among those this staff member may revoke.'),
      ...staffUnauthorized,
    },
  }),
};

export const staffRoutes = createRouter()
  .openapi(routes.signIn, async (c) => {
    const { email, password } = c.req.valid('json');
    const session = await signInStaff(c.var.deps.db, email, password, clientIpOf(c.req));
    return c.json(
      { token: session.token, expiresAt: session.expiresAt.toISOString(), staff: staffMemberView(session.staff) },
      201,
    );
  })
  .openapi(routes.current, async (c) => {
    const staff = await staffOf(c);
    return c.json({ staff: staffMemberView(staff), expiresAt: staff.expiresAt.toISOString() }, 200);
  })
  .openapi(routes.signOut, async (c) => {
    await revokeStaffSession(c.var.deps.db, (await staffOf(c)).sessionId);
    return c.body(null, 204);
  })
  .openapi(routes.createPreviewLink, async (c) => {
    const staff = await staffOf(c);
    const link = await createPreviewLink(c.var.deps.db, staff.id, c.req.valid('json'));
    return c.json({ ...previewLinkView(link), token: link.token }, 201);
  })
  .openapi(routes.listPreviewLinks, async (c) => {
    const staff = await staffOf(c);
    return c.json({ links: (await listPreviewLinks(c.var.deps.db, staff.id)).map(previewLinkView) }, 200);
  })
  .openapi(routes.openPreviewLink, async (c) => {
    c.header('cache-control', 'private, no-store');
    const verdict = await verifyPreviewToken(c.var.deps.db, bearerToken(c.req.header('authorization')) ?? '');
    if (verdict.status !== 'valid') throw new StaffUnauthorizedError(PREVIEW_REFUSALS[verdict.status]);
    return c.json({ path: verdict.link.path, expiresAt: verdict.link.expiresAt.toISOString() }, 200);
  })
  .openapi(routes.revokePreviewLink, async (c) => {
    const staff = await staffOf(c);
    await revokePreviewLink(c.var.deps.db, staff, c.req.valid('param').id);
    return c.body(null, 204);
  });
