import { FormattedMessage, useIntl } from 'react-intl';
import { discountPercent, formatPrice } from '~/lib/i18n/format';
import { useSiteContext } from '~/lib/site/site';

/**
 * A tile or page price: single or range, with the list price struck through and the discount
 * truncated to a whole percent when on sale; 'Price Not Found' without a price (spec 2 §2).
 */
export function Price({
  price,
  priceMax,
  listPrice,
  size = 'md',
}: {
  price?: number;
  priceMax?: number;
  listPrice?: number;
  size?: 'md' | 'lg';
}) {
  const intl = useIntl();
  const { locale } = useSiteContext();
  const text = size === 'lg' ? 'text-xl' : 'text-sm';
  if (price === undefined) {
    return (
      <p className={`${text} text-neutral-700`}>
        <FormattedMessage id="price.not_found" defaultMessage="Price Not Found" />
      </p>
    );
  }
  const current =
    priceMax !== undefined && priceMax !== price
      ? `${formatPrice(price, locale.id)} – ${formatPrice(priceMax, locale.id)}`
      : formatPrice(price, locale.id);
  const onSale = listPrice !== undefined && listPrice > price;
  return (
    <p className={`${text} flex flex-wrap items-baseline gap-x-2`}>
      <span className={onSale ? 'font-semibold text-sale' : 'font-semibold'}>
        {onSale ? (
          <span className="sr-only">{intl.formatMessage({ id: 'price.sale', defaultMessage: 'Sale price' })} </span>
        ) : null}
        {current}
      </span>
      {onSale ? (
        <>
          <s className="text-neutral-600">
            <span className="sr-only">
              {intl.formatMessage({ id: 'price.original', defaultMessage: 'Original price' })}{' '}
            </span>
            {formatPrice(listPrice, locale.id)}
          </s>
          <span className="text-xs font-semibold text-sale">
            <FormattedMessage
              id="price.discount"
              defaultMessage="{percent}% off"
              values={{ percent: discountPercent(listPrice, price) }}
            />
          </span>
        </>
      ) : null}
    </p>
  );
}
