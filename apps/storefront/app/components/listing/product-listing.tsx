import { Suspense } from 'react';
import { FormattedMessage } from 'react-intl';
import { Await } from 'react-router';
import type { ListingResult } from '~/lib/listing/listing.server';
import type { Refinements } from '~/lib/listing/refine-url';
import type { TileProduct } from '~/lib/listing/tile-product';
import { CompareProvider } from '../compare/compare-provider';
import { CompareSlot } from '../compare/compare-slot';
import { CompareTray } from '../compare/compare-tray';
import { defaultColour } from '../product/default-colour';
import { ProductTile } from '../product/product-tile';
import { FilterDrawer } from './filter-drawer';
import { ListingControls } from './listing-controls';
import { Pagination } from './pagination';
import { DEFAULT_QUICK_FILTERS, withoutExcluded } from './quick-filter-values';
import { QuickFilters } from './quick-filters';
import { RefinementPanel } from './refinement-panel';
import { SelectedRefinements } from './selected-refinements';

/**
 * The product list of category and search pages: refinements (a side column on desktop, a drawer
 * below 992 px), selected chips, sort and page size, the grid with compare, and pagination.
 */
export function ProductListing({
  result,
  selected,
  page,
  pageCount,
  limit,
  categoryHref,
  empty,
  enrichment,
  search = false,
  filterExclusions,
  quickFilters = DEFAULT_QUICK_FILTERS,
  onProductClick,
}: {
  result: ListingResult;
  selected: Refinements;
  page: number;
  pageCount: number;
  limit: number;
  categoryHref?: (id: string) => string;
  empty: React.ReactNode;
  /** Current tile data for listings fed by the search service; tiles wait for it to show price and badges. */
  enrichment?: Promise<Record<string, TileProduct>>;
  /** Search results: a tile's first colour is a refined one, else its first orderable (spec 2 §4). */
  search?: boolean;
  /** Refinements the category leaves out (c_filterExclusions). */
  filterExclusions?: readonly string[];
  /** Refinements its quick filters draw from (c_quickFilterAllowListOverride, else the shop's). */
  quickFilters?: readonly string[];
  /** A link of a tile was followed (the clickSearch and clickCategory activities). */
  onProductClick?: (productId: string) => void;
}) {
  const colourOf = (hit: TileProduct) => hit.representedColor ?? (search ? defaultColour(hit, { search }) : undefined);
  const refinements = withoutExcluded(result.refinements, filterExclusions);
  const panel = <RefinementPanel refinements={refinements} selected={selected} categoryHref={categoryHref} />;
  const selectedCount = Object.values(selected).reduce((n, v) => n + v.length, 0);
  return (
    <CompareProvider>
      <div className="grid gap-8 lg:grid-cols-[16rem_1fr]">
        <aside className="hidden lg:block">{panel}</aside>
        <div>
          <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
            <p className="text-neutral-700" role="status">
              <FormattedMessage
                id="listing.count"
                defaultMessage="{count, plural, one {# result} other {# results}}"
                values={{ count: result.total }}
              />
            </p>
            <div className="flex flex-wrap items-center gap-3">
              <FilterDrawer count={selectedCount}>{panel}</FilterDrawer>
              <ListingControls
                sortOptions={result.sortingOptions}
                selectedSort={result.selectedSortingOption}
                limit={limit}
              />
            </div>
          </div>
          <QuickFilters refinements={refinements} selected={selected} allowList={quickFilters} />
          {/* Every refinement's labels: a chip for an excluded one still reads as it should. */}
          <SelectedRefinements refinements={result.refinements} selected={selected} />
          {result.hits.length > 0 ? (
            <ul
              className="grid grid-cols-2 gap-x-4 gap-y-8 md:grid-cols-3 lg:grid-cols-3 xl:grid-cols-4"
              onClickCapture={onProductClick ? (event) => followedTile(event.target, onProductClick) : undefined}
            >
              {result.hits.map((hit, index) => (
                <li key={hit.productId} data-product-id={hit.productId}>
                  {enrichment ? (
                    <EnrichedTile hit={hit} colourOf={colourOf} enrichment={enrichment} eager={index < 4} />
                  ) : (
                    <ProductTile product={hit} colour={colourOf(hit)} eager={index < 4} compare={compareFor(hit)} />
                  )}
                </li>
              ))}
            </ul>
          ) : (
            empty
          )}
          <Pagination page={page} pageCount={pageCount} />
        </div>
      </div>
      <CompareTray />
    </CompareProvider>
  );
}

/** The tile whose link a click followed (not its compare box or a swatch button). */
function followedTile(target: EventTarget, onProductClick: (productId: string) => void) {
  if (!(target instanceof Element) || !target.closest('a[href]')) return;
  const id = target.closest<HTMLElement>('li[data-product-id]')?.dataset.productId;
  if (id) onProductClick(id);
}

/** A listing tile's compare checkbox, for the link the tile shows. */
const compareFor = (product: TileProduct) => (href: string) => <CompareSlot product={product} href={href} />;

/** A search-service tile: skeleton price and badges until the enrichment arrives, then the patched product (or the hit as it was). */
function EnrichedTile({
  hit,
  colourOf,
  enrichment,
  eager,
}: {
  hit: TileProduct;
  /** The first colour, from the product as shown: the enriched one's orderable colours once it arrives. */
  colourOf: (product: TileProduct) => string | undefined;
  enrichment: Promise<Record<string, TileProduct>>;
  eager: boolean;
}) {
  const tile = (product: TileProduct, pending = false) => (
    <ProductTile
      product={product}
      colour={colourOf(product)}
      eager={eager}
      compare={compareFor(product)}
      pending={pending}
    />
  );
  return (
    <Suspense fallback={tile(hit, true)}>
      <Await resolve={enrichment} errorElement={tile(hit)}>
        {(patched) => tile(patched[hit.productId] ? { ...hit, ...patched[hit.productId] } : hit)}
      </Await>
    </Suspense>
  );
}
