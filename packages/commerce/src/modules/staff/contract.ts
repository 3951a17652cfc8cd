import { z } from '@hono/zod-openapi';
import { PREVIEW_LINK_MAX_MINUTES, PREVIEW_PATH_MAX_LENGTH, previewPathProblem } from './preview-rules.js';
import { STAFF_ROLES } from './roles.js';

/** The zod shapes of the staff API's requests and answers (they make its OpenAPI document). */

export const StaffSignInRequest = z
  .object({
    email: z.string().trim().min(1, 'is required').max(254),
    password: z.string().min(1, 'is required').max(1000),
  })
  .strict()
  .openapi('StaffSignInRequest');

export const StaffMemberShape = z.object({ email: z.string(), role: z.enum(STAFF_ROLES) }).openapi('StaffMember');

export const StaffSignIn = z
  .object({
    /** The staff session token (`rl_staff_…`): send it as `Authorization: Bearer`. Keep it in an httpOnly cookie. */
    token: z.string(),
    /** The session ends then (12 hours after sign-in), whatever is done with it. */
    expiresAt: z.string().datetime(),
    staff: StaffMemberShape,
  })
  .openapi('StaffSignIn');

export const CurrentStaffSession = z
  .object({ staff: StaffMemberShape, expiresAt: z.string().datetime() })
  .openapi('CurrentStaffSession');

export type StaffSignInDto = z.infer<typeof StaffSignIn>;
export type CurrentStaffSessionDto = z.infer<typeof CurrentStaffSession>;

export const PreviewLinkRequest = z
  .object({
    path: z
      .string()
      .max(PREVIEW_PATH_MAX_LENGTH)
      .superRefine((path, ctx) => {
        const problem = previewPathProblem(path);
        if (problem) ctx.addIssue({ code: 'custom', message: problem });
      })
      .openapi({
        description: 'The storefront path the link previews: one of the shop’s, starting with /.',
        example: '/t/summer',
      }),
    expiresInMinutes: z
      .number()
      .int()
      .min(1)
      .max(PREVIEW_LINK_MAX_MINUTES)
      .default(24 * 60)
      .openapi({ description: 'How long the link works: 1 minute to 7 days (10,080); a day when left out.' }),
  })
  .strict()
  .openapi('PreviewLinkRequest');

const PreviewLinkFields = {
  id: z.string().uuid(),
  path: z.string(),
  createdAt: z.string().datetime(),
  expiresAt: z.string().datetime(),
  revokedAt: z.string().datetime().nullable(),
  status: z.enum(['valid', 'expired', 'revoked']),
};

export const PreviewLinkShape = z.object(PreviewLinkFields).openapi('PreviewLink');

export const CreatedPreviewLink = z
  .object({
    ...PreviewLinkFields,
    /** The link's token (`rl_preview_…`), answered only now: the storefront puts it in the link it shares. */
    token: z.string(),
  })
  .openapi('CreatedPreviewLink');

export const PreviewLinkList = z.object({ links: z.array(PreviewLinkShape) }).openapi('PreviewLinkList');

export const PreviewLinkParams = z.object({ id: z.string().uuid() });

/** What a live preview link opens (`GET /preview-link` with its token as the bearer). */
export const OpenedPreviewLink = z
  .object({
    path: z
      .string()
      .openapi({ description: 'The storefront path the link previews.', example: '/t/summer?vse=staging' }),
    expiresAt: z.string().datetime(),
  })
  .openapi('OpenedPreviewLink');

export type OpenedPreviewLinkDto = z.infer<typeof OpenedPreviewLink>;
export type CreatedPreviewLinkDto = z.infer<typeof CreatedPreviewLink>;
export type PreviewLinkDto = z.infer<typeof PreviewLinkShape>;
