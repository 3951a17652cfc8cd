import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { withVseParams, type PreviewEnvironment } from '~/lib/preview/vse';

/** The toolbar's code loads only in preview (spec 3 §2.8): visitors never download it. */
const PreviewToolbar = lazy(() => import('./preview-toolbar').then((m) => ({ default: m.PreviewToolbar })));

export type PagePreview = PreviewEnvironment & { environments: string[] };

/**
 * In the content preview environment (vse): the preview toolbar, and the preview's parameters
 * copied back into the address after each client-side navigation (spec 3 §4.2), so the address
 * always says what is previewed and can be shared.
 */
export function PreviewLauncher({ preview }: { preview: PagePreview | null }) {
  const location = useLocation();
  const navigate = useNavigate();
  // Drawn in the browser only, once it works: a button in the server's HTML could be pressed before
  // its code has come, and the press would be lost.
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  useEffect(() => {
    if (!preview) return;
    const search = withVseParams(location.search, preview);
    if (search !== undefined) {
      void navigate(
        { pathname: location.pathname, search, hash: location.hash },
        { replace: true, preventScrollReset: true },
      );
    }
  }, [preview, location.pathname, location.search, location.hash, navigate]);
  if (!preview || !mounted) return null;
  return (
    <Suspense fallback={null}>
      <PreviewToolbar preview={preview} />
    </Suspense>
  );
}
