import type { MouseEvent, ReactNode } from 'react';
import { Link } from 'react-router';
import { useSiteContext } from '~/lib/site/site';
import { useContentEnvironment } from './content-environment';
import { linkTarget, type LinkField, type LinkTarget } from './link-target';
import { useAccountOpener } from './use-account-opener';

/** A link field resolved for the page's site, locale and category paths. */
export function useLinkTarget(link: LinkField | null | undefined): LinkTarget {
  const { site, locale } = useSiteContext();
  const { categoryHref } = useContentEnvironment();
  return linkTarget(link, { site, locale, categoryHref });
}

type ContentLinkProps = {
  link: LinkField | null | undefined;
  /** `_blank` opens another tab (spec 3's linkTarget / urlTarget). */
  target?: string;
  className?: string;
  /** The link's name when its content has no text (a picture without alternative text). */
  label?: string;
  /** Replaces opening the account drawer (the marketing banner closes its own drawer first). */
  onAccountDrawer?: () => void;
  /** A page link's click, which may open something in place of the page (the footer's two-step sign-up). */
  onClick?: (event: MouseEvent<HTMLAnchorElement>) => void;
  children: ReactNode;
};

/** An account-drawer link: a button, since it opens a dialog rather than a page. */
function AccountDrawerButton({
  className,
  title,
  label,
  onOpen,
  children,
}: {
  className?: string;
  title?: string;
  label?: string;
  onOpen?: () => void;
  children: ReactNode;
}) {
  const account = useAccountOpener();
  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        // Kept as server HTML (static-island.tsx), the button is found by this and opens the drawer there.
        data-account-drawer=""
        aria-label={label}
        title={title}
        className={className}
        onClick={onOpen ?? account.open}
      >
        {children}
      </button>
      {account.drawer}
    </>
  );
}

/**
 * A content link (spec 3 §3.2): a shop page through the router, another site's page in a new tab
 * only when the author asked, the account drawer as a button. A link that goes nowhere shows its
 * text alone.
 */
export function ContentLink({ link, target, className, label, onAccountDrawer, onClick, children }: ContentLinkProps) {
  const resolved = useLinkTarget(link);
  if (resolved.kind === 'account-drawer')
    return (
      <AccountDrawerButton className={className} title={resolved.title} label={label} onOpen={onAccountDrawer}>
        {children}
      </AccountDrawerButton>
    );
  if (resolved.kind === 'none') return <span className={className}>{children}</span>;
  const newTab = target === '_blank';
  const attributes = {
    target: newTab ? '_blank' : undefined,
    rel: newTab ? 'noopener noreferrer' : undefined,
    title: resolved.title,
    'aria-label': label,
    className,
    onClick,
  };
  // Another site's page is a plain link; the shop's own go through the router.
  return resolved.external ? (
    <a href={resolved.href} {...attributes}>
      {children}
    </a>
  ) : (
    <Link to={resolved.href} {...attributes}>
      {children}
    </Link>
  );
}
