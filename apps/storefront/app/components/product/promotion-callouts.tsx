import type { ProductPromotion } from '@ridgeline/sdk';
import { useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router';
import { useLocalizedPath, useSignedIn } from '~/lib/site/site';
import { useAccountModal } from '../account/account-modal-context';
import { LockIcon } from '../ui/icons';

/**
 * The callouts of the promotions in force for a product, on its page (spec 2 §3 promotions,
 * callOutMessageDisplayPages). A member-exclusive one (`calloutOpenAccount`) shows the lock and
 * links to the membership page; a guest's click opens the account modal first and goes there once
 * signed in (spec 2 §2 "the callout may open the account drawer").
 */
export function PromotionCallouts({ promotions }: { promotions: readonly ProductPromotion[] }) {
  const intl = useIntl();
  const shown = promotions.filter((p) => p.callOutMessageDisplayPages.includes('product'));
  if (shown.length === 0) return null;
  return (
    // role="list": Safari drops a list's semantics when its markers are hidden.
    <ul
      role="list"
      aria-label={intl.formatMessage({ id: 'product.promotions', defaultMessage: 'Promotions' })}
      className="flex flex-col gap-1 text-sm font-semibold"
    >
      {shown.map((p) => (
        <li key={p.promotionId} className={p.calloutOpenAccount ? 'text-blue-800' : 'text-sale'}>
          {p.calloutOpenAccount ? <MemberCallout message={p.calloutMsg} /> : p.calloutMsg}
        </li>
      ))}
    </ul>
  );
}

function MemberCallout({ message }: { message: string }) {
  const modal = useAccountModal();
  const navigate = useNavigate();
  const to = useLocalizedPath();
  const signedIn = useSignedIn();
  const membership = to('/membership');
  return (
    <Link
      to={membership}
      className="inline-flex items-center gap-2 underline underline-offset-2 hover:text-blue-950"
      onClick={(event) => {
        if (signedIn) return;
        event.preventDefault();
        modal.open({ then: () => void navigate(membership) });
      }}
    >
      <LockIcon width={14} height={14} />
      {message}
    </Link>
  );
}
