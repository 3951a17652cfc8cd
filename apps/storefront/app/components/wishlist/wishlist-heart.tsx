import { useHeartContext, useHeartState, loadWishlistRuntime } from './use-heart';

function HeartIcon({ filled, size }: { filled: boolean; size: number }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill={filled ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M12 20.5s-7.5-4.6-9.2-9.3C1.6 7.9 3.8 4.5 7.2 4.5c2 0 3.4 1.1 4.8 2.9 1.4-1.8 2.8-2.9 4.8-2.9 3.4 0 5.6 3.4 4.4 6.7-1.7 4.7-9.2 9.3-9.2 9.3Z" />
    </svg>
  );
}

/**
 * The wishlist heart (spec 2 §2, §4) on product tiles (`tile`: an icon over the image) and the
 * product page (`page`: icon and words). A toggle button: `aria-pressed` says whether the product
 * is saved; `describedBy` can name the product (a tile's heading). What a click does is loaded on
 * the first click, so listing pages ship only this button. Nothing when the flag is off.
 */
export function WishlistHeart({
  productId,
  variant = 'tile',
  describedBy,
}: {
  productId: string;
  variant?: 'tile' | 'page';
  describedBy?: string;
}) {
  const { enabled, ...ctx } = useHeartContext();
  const { saved, busy } = useHeartState(productId, enabled && ctx.signedIn);
  if (!enabled) return null;
  const label = saved
    ? ctx.intl.formatMessage({ id: 'wishlist.remove', defaultMessage: 'Remove from wishlist' })
    : ctx.intl.formatMessage({ id: 'wishlist.add', defaultMessage: 'Add to wishlist' });
  const common = {
    type: 'button' as const,
    'aria-pressed': saved,
    'aria-busy': busy || undefined,
    'aria-describedby': describedBy,
    onClick: () => void loadWishlistRuntime().then((r) => r.toggleWishlist(ctx, productId)),
  };
  if (variant === 'page') {
    return (
      <button
        {...common}
        className="inline-flex items-center gap-2 self-start rounded border border-ink px-4 py-2 font-semibold text-ink hover:bg-neutral-100 aria-busy:opacity-70"
      >
        <HeartIcon filled={saved} size={20} />
        {label}
      </button>
    );
  }
  return (
    <button
      {...common}
      aria-label={label}
      title={label}
      className="grid size-9 place-items-center rounded-full bg-white/90 text-ink shadow hover:bg-white aria-busy:opacity-70"
    >
      <HeartIcon filled={saved} size={20} />
    </button>
  );
}
