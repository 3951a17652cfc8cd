import type { ReactNode } from 'react';
import { Icon } from '../../ui/icons';

/**
 * The footer's icons by the names content gives (spec 3 §3.7: loyalty banner, social and
 * marketing links). Decorative: the link's words name it. A name not here draws nothing.
 */
const PATHS: Record<string, ReactNode> = {
  facebook: <path d="M14 8h3V4h-3a4 4 0 0 0-4 4v2H7v4h3v8h4v-8h3l1-4h-4V8Z" />,
  instagram: (
    <>
      <rect x="3" y="3" width="18" height="18" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <circle cx="17.5" cy="6.5" r="0.5" />
    </>
  ),
  youtube: (
    <>
      <rect x="2" y="5" width="20" height="14" rx="4" />
      <path d="m10 9 5 3-5 3V9Z" />
    </>
  ),
  x: <path d="M4 4l16 16M20 4 4 20" />,
  pinterest: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M11 8c3-1 5 1 4 4s-3 3-4 2m0-4-2 10" />
    </>
  ),
  tiktok: <path d="M14 3v11a4 4 0 1 1-4-4m4-7c1 3 3 4 5 4" />,
  email: (
    <>
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <path d="m3 7 9 6 9-6" />
    </>
  ),
  'loyalty-badge': (
    <>
      <circle cx="12" cy="9" r="6" />
      <path d="m8 14-2 7 6-3 6 3-2-7" />
    </>
  ),
  phone: <path d="M5 3h4l2 5-3 2a11 11 0 0 0 6 6l2-3 5 2v4a2 2 0 0 1-2 2A17 17 0 0 1 3 5a2 2 0 0 1 2-2Z" />,
  location: (
    <>
      <path d="M12 21s7-6 7-12a7 7 0 0 0-14 0c0 6 7 12 7 12Z" />
      <circle cx="12" cy="9" r="2.5" />
    </>
  ),
};

export function FooterIcon({ name, className = '' }: { name: string | undefined; className?: string }) {
  const path = name ? PATHS[name] : undefined;
  return path ? <Icon className={`shrink-0 ${className}`}>{path}</Icon> : null;
}
