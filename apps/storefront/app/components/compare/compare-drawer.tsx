import { imageUrl, TILE_IMAGE } from '~/lib/images/image-url';
import { useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { CompareItem } from '~/lib/listing/compare';
import { techBadgeLabels } from '@ridgeline/config';
import { useSiteContext } from '~/lib/site/site';
import { Price } from '../product/price';
import { useCatalogLinks } from '../layout/use-links';
import { Drawer } from '../ui/drawer';
import { useCompare } from './compare-provider';

type Row = { label: ReactNode; cell: (item: CompareItem) => ReactNode };

/**
 * The compare drawer: a table of the products and their attributes. On small screens one
 * product shows at a time, with previous/next navigation.
 */
export function CompareDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const intl = useIntl();
  const { locale } = useSiteContext();
  const { items, remove } = useCompare();
  const links = useCatalogLinks();
  const [current, setCurrent] = useState(0);
  const index = Math.min(current, Math.max(0, items.length - 1));
  const rows: Row[] = [
    {
      label: <FormattedMessage id="compare.row.price" defaultMessage="Price" />,
      cell: (i) => <Price price={i.price} priceMax={i.priceMax} listPrice={i.listPrice} />,
    },
    {
      label: <FormattedMessage id="compare.row.colors" defaultMessage="Colors" />,
      cell: (i) => i.colors.join(', ') || '—',
    },
    {
      label: <FormattedMessage id="compare.row.sizes" defaultMessage="Sizes" />,
      cell: (i) => i.sizes.join(', ') || '—',
    },
    {
      label: <FormattedMessage id="compare.row.technology" defaultMessage="Technology" />,
      cell: (i) => techBadgeLabels(i.custom?.c_technologyGridBadge ?? '', locale.id).join(', ') || '—',
    },
    {
      label: <FormattedMessage id="compare.row.rating" defaultMessage="Rating" />,
      cell: (i) => (i.rating ? intl.formatNumber(i.rating, { maximumFractionDigits: 1 }) : '—'),
    },
  ];
  const hidden = (column: number) => (column === index ? '' : 'hidden md:table-cell');
  return (
    <Drawer
      open={open}
      onClose={onClose}
      side="right"
      width="wide"
      title={<FormattedMessage id="compare.drawer.title" defaultMessage="Compare Products" />}
    >
      {items.length > 1 ? (
        <div className="mb-3 flex items-center justify-between md:hidden">
          <button
            type="button"
            onClick={() => setCurrent((index - 1 + items.length) % items.length)}
            className="rounded border px-3 py-1"
          >
            <FormattedMessage id="compare.previous" defaultMessage="Previous product" />
          </button>
          <span aria-live="polite">
            {index + 1} / {items.length}
          </span>
          <button
            type="button"
            onClick={() => setCurrent((index + 1) % items.length)}
            className="rounded border px-3 py-1"
          >
            <FormattedMessage id="compare.next" defaultMessage="Next product" />
          </button>
        </div>
      ) : null}
      <table className="w-full table-fixed border-collapse text-sm">
        <caption className="sr-only">
          <FormattedMessage id="compare.drawer.title" defaultMessage="Compare Products" />
        </caption>
        <thead>
          <tr>
            <td className="hidden w-28 md:table-cell" />
            {items.map((item, column) => (
              <th key={item.productId} scope="col" className={`p-2 text-left align-top ${hidden(column)}`}>
                {item.image ? (
                  <img
                    src={imageUrl(item.image.link, { width: 200, ...TILE_IMAGE })}
                    alt=""
                    width={160}
                    height={168}
                    className="aspect-[496/521] w-full rounded bg-neutral-100"
                  />
                ) : null}
                <span className="mt-2 block font-semibold">{item.productName}</span>
                <span className="mt-2 flex gap-2">
                  <Link
                    to={item.href ?? links.product({ productId: item.productId })}
                    onClick={onClose}
                    className="rounded bg-brand px-3 py-1 text-white"
                  >
                    <FormattedMessage id="compare.shop" defaultMessage="Shop" />
                  </Link>
                  <button type="button" onClick={() => remove(item.productId)} className="rounded border px-3 py-1">
                    <FormattedMessage id="compare.remove_short" defaultMessage="Remove" />
                    <span className="sr-only"> {item.productName}</span>
                  </button>
                </span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, r) => (
            <tr key={r} className="border-t border-neutral-200">
              <th scope="row" className="hidden p-2 text-left font-semibold md:table-cell">
                {row.label}
              </th>
              {items.map((item, column) => (
                <td key={item.productId} className={`p-2 align-top ${hidden(column)}`}>
                  <span className="block text-xs font-semibold text-neutral-600 md:hidden">{row.label}</span>
                  {row.cell(item)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </Drawer>
  );
}
