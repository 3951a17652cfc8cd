import type { Product } from '@ridgeline/sdk';
import { Link, useNavigate } from 'react-router';
import { useLocalizedPath, useSignedIn } from '~/lib/site';
import { useAccountModal } from '../account/account-modal-context';
import { LockIcon } from '../ui/icons';

type Callout = NonNullable<Product['memberExclusive']>;

/**
 * A member-exclusive promotion's callout on the product page (spec 2 §2, §3 memberExclusive): its
 * message, with the lock. When it opens the account (`calloutOpenAccount`), it links to the
 * membership page; a guest's click opens the account modal first and goes there once signed in.
 */
export function MemberCallout({ callout }: { callout: Callout }) {
  const modal = useAccountModal();
  const navigate = useNavigate();
  const to = useLocalizedPath();
  const signedIn = useSignedIn();
  if (!callout.callOutMessageDisplayPages.includes('product')) return null;
  const content = (
    <>
      <LockIcon width={14} height={14} />
      {callout.calloutMsg}
    </>
  );
  const className = 'flex items-center gap-2 self-start text-sm font-semibold text-blue-800';
  if (!callout.calloutOpenAccount) return <p className={className}>{content}</p>;
  const membership = to('/membership');
  return (
    <Link
      to={membership}
      className={`${className} underline underline-offset-2 hover:text-blue-950`}
      onClick={(event) => {
        if (signedIn) return;
        event.preventDefault();
        modal.open({ then: () => void navigate(membership) });
      }}
    >
      {content}
    </Link>
  );
}
