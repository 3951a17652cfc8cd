import {
  CommerceApiError,
  type ContentParameters,
  type ContentRequest,
  type ContentResponse,
  type DeliveredItem,
} from '@ridgeline/sdk';
import type { AppLoadContext } from 'react-router';
import { readCookie, shopCookie } from '../http/cookies';
import { staffTokenOf } from '../staff/staff-session.server';

/** The cookie holding a shared preview link's token (issue 24): httpOnly, for the link's lifetime. */
export const PREVIEW_LINK_COOKIE = 'rl_preview';

/** A preview link token as the engine makes them: `rl_preview_` and 43 base64url characters. */
const PREVIEW_TOKEN = /^rl_preview_[A-Za-z0-9_-]{43}$/;

export const isPreviewLinkToken = (value: string | undefined): value is string =>
  value !== undefined && PREVIEW_TOKEN.test(value);

/** The request's preview link token, from its cookie; undefined when there is none or it cannot be one. */
export function previewLinkTokenOf(request: Request): string | undefined {
  const token = readCookie(request, PREVIEW_LINK_COOKIE);
  return isPreviewLinkToken(token) ? token : undefined;
}

/**
 * Who may see the staging environment on this request (drafts, unpublished items and editions):
 * only while previewing (vse), the staff session's token, else a shared preview link's. Undefined
 * for everyone else, who see published content at the previewed moment.
 */
export function stagingBearer(request: Request, context: AppLoadContext): string | undefined {
  if (!context.preview?.current) return undefined;
  return staffTokenOf(request) ?? previewLinkTokenOf(request);
}

/**
 * Content items as this request should see them: from the staging environment when it may
 * (stagingBearer), falling back to published content when the engine refuses the bearer (a session
 * that ended, a link expired or revoked since the cookie was set); otherwise published content.
 */
export async function fetchContentFor(
  request: Request,
  context: AppLoadContext,
  requests: ContentRequest[],
  parameters: ContentParameters,
): Promise<ContentResponse<DeliveredItem>[]> {
  const bearer = stagingBearer(request, context);
  if (bearer) {
    try {
      return await context.commerce.forShopper(bearer).fetchStagingContent(requests, parameters);
    } catch (error) {
      if (!(error instanceof CommerceApiError && error.status === 401)) throw error;
      context.logger.info({
        msg: 'Staging refused the preview bearer; showing published content',
        reason: error.message,
      });
    }
  }
  return context.commerce.fetchContent(requests, parameters);
}

/** The cookie keeping a shared preview link's token until the link ends (7 days at most). */
export function previewLinkCookie(request: Request, token: string, expiresAt: string, now = Date.now()): string {
  const seconds = Math.max(0, Math.floor((Date.parse(expiresAt) - now) / 1000));
  return shopCookie(request, PREVIEW_LINK_COOKIE, token, { maxAge: seconds, httpOnly: true });
}

/** The cookie that drops a preview link's token (one the engine refuses). */
export function clearPreviewLinkCookie(request: Request): string {
  return shopCookie(request, PREVIEW_LINK_COOKIE, '', { maxAge: 0, httpOnly: true });
}
