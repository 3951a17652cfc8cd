import type { AppLoadContext } from 'react-router';
import { requestToolkitContext } from '../toolkit/toolkit.server';

/**
 * The moment and source code this request sees the shop at: the previewed moment (vse-timestamp,
 * spec 3 §4.2) or the Storefront Toolkit's effective moment (§4.3), and the toolkit's source code.
 * Content editions, promotions and price books all follow them (issue 24). Empty for shoppers.
 */
export async function previewMomentOf(
  request: Request,
  context: AppLoadContext,
): Promise<{ effectiveDateTime?: string; sourceCode?: string }> {
  const toolkit = await requestToolkitContext(request, context);
  const effectiveDateTime = context.preview?.current?.timestamp ?? toolkit?.effectiveDateTime;
  return {
    ...(effectiveDateTime ? { effectiveDateTime } : {}),
    ...(toolkit?.sourceCode ? { sourceCode: toolkit.sourceCode } : {}),
  };
}
