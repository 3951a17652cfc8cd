import type { Product } from '@ridgeline/sdk';
import { useNavigate, useRouteLoaderData } from 'react-router';
import { useLocalizedPath } from '~/lib/site';
import { useAccountModal } from '../account/account-modal-context';
import { LockIcon } from '../ui/icons';

type Callout = NonNullable<Product['memberExclusive']>;

/**
 * A member-exclusive promotion's callout on the product page (spec 2 §2, §3 memberExclusive): its
 * message, with the lock. When it opens the account (`calloutOpenAccount`), a guest gets the
 * account modal and, once signed in, the membership page; a signed-in shopper goes straight there.
 */
export function MemberCallout({ callout }: { callout: Callout }) {
  const modal = useAccountModal();
  const navigate = useNavigate();
  const to = useLocalizedPath();
  const root = useRouteLoaderData('root') as { customer?: unknown } | undefined;
  if (!callout.callOutMessageDisplayPages.includes('product')) return null;
  const content = (
    <>
      <LockIcon width={14} height={14} />
      {callout.calloutMsg}
    </>
  );
  const className = 'flex items-center gap-2 self-start text-sm font-semibold text-blue-800';
  if (!callout.calloutOpenAccount) return <p className={className}>{content}</p>;
  const membership = () => void navigate(to('/membership'));
  return (
    <button
      type="button"
      className={`${className} underline underline-offset-2 hover:text-blue-950`}
      onClick={() => (root?.customer ? membership() : modal.open({ then: membership }))}
    >
      {content}
    </button>
  );
}
