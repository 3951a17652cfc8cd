import { useRouteLoaderData } from 'react-router';

/**
 * Whether this page is seen in preview: the content preview environment (vse) or a staff member's
 * author preview. Preview-only blocks (auto-refresh, spec 3 §4.5) draw only then.
 */
export function usePreviewMode(): boolean {
  const root = useRouteLoaderData('root') as { preview?: unknown; authorPreview?: boolean } | undefined;
  return Boolean(root?.preview || root?.authorPreview);
}
