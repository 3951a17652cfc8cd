import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { imageUrl, TILE_IMAGE } from '~/lib/images/image-url';
import { searchHref } from '~/lib/search/quick-search';
import { useLocalizedPath } from '~/lib/site/site';
import { Price } from '../product/price';
import type { SuggestionState } from './use-suggestions';

function Section({ title, children }: { title: React.ReactNode; children: React.ReactNode }) {
  return (
    <section className="mb-5">
      <h3 className="mb-2 text-xs font-bold uppercase tracking-wide text-neutral-600">{title}</h3>
      {children}
    </section>
  );
}

/** Suggestions, Categories, Trending Articles and Top Results with View All (spec 2 §2). */
export function SuggestionsPanel({
  state,
  recent,
  onPick,
}: {
  state: SuggestionState;
  recent: string[];
  onPick: (term?: string) => void;
}) {
  const to = useLocalizedPath();
  if (state.status === 'idle') {
    return recent.length ? (
      <Section title={<FormattedMessage id="quick_search.recent" defaultMessage="Recent Searches" />}>
        <ul className="space-y-1">
          {recent.map((term) => (
            <li key={term}>
              <Link
                to={searchHref(to('/search'), term, 'manualSearch')}
                onClick={() => onPick(term)}
                className="hover:underline"
              >
                {term}
              </Link>
            </li>
          ))}
        </ul>
      </Section>
    ) : null;
  }
  if (state.status === 'loading') {
    return (
      <div aria-hidden="true" className="grid grid-cols-2 gap-4 lg:grid-cols-4">
        {Array.from({ length: 4 }, (_, i) => (
          <div key={i} className="aspect-[496/521] animate-pulse rounded bg-neutral-200" />
        ))}
      </div>
    );
  }
  if (state.status === 'error') {
    return (
      <p role="alert" className="text-red-800">
        <FormattedMessage id="quick_search.error" defaultMessage="Unable to load products. Please try again." />
      </p>
    );
  }
  const { data, term } = state;
  const products = data.productSuggestions.products;
  const didYouMean = data.didYouMean;
  return (
    <div role="status">
      {didYouMean ? (
        <p className="mb-4">
          <FormattedMessage
            id="quick_search.did_you_mean"
            defaultMessage="Did you mean {suggestion}?"
            values={{
              suggestion: (
                <Link
                  to={searchHref(to('/search'), didYouMean, 'typeAheadSearch')}
                  onClick={() => onPick(didYouMean)}
                  className="font-semibold underline"
                >
                  {didYouMean}
                </Link>
              ),
            }}
          />
        </p>
      ) : null}
      {products.length === 0 ? (
        <p className="mb-4 font-semibold">
          <FormattedMessage id="quick_search.no_results" defaultMessage="No products found" />
        </p>
      ) : null}
      <div className="grid gap-6 lg:grid-cols-[1fr_3fr]">
        <div>
          {data.suggestedPhrases.length ? (
            <Section title={<FormattedMessage id="quick_search.suggestions" defaultMessage="Suggestions" />}>
              <ul className="space-y-1">
                {data.suggestedPhrases.map((p) => (
                  <li key={p.phrase}>
                    <Link
                      to={searchHref(to('/search'), p.phrase, 'typeAheadSearch')}
                      onClick={() => onPick(p.phrase)}
                      className="hover:underline"
                    >
                      {p.phrase}
                    </Link>
                  </li>
                ))}
              </ul>
            </Section>
          ) : null}
          {data.categorySuggestions.categories.length ? (
            <Section title={<FormattedMessage id="quick_search.categories" defaultMessage="Categories" />}>
              <ul className="space-y-1">
                {data.categorySuggestions.categories.map((c) => (
                  <li key={c.id}>
                    <Link
                      to={to(`/category/${encodeURIComponent(c.id)}`)}
                      onClick={() => onPick()}
                      className="hover:underline"
                    >
                      {c.name}
                      {c.parentCategoryName ? (
                        <span className="text-neutral-600"> · {c.parentCategoryName}</span>
                      ) : null}
                    </Link>
                  </li>
                ))}
              </ul>
            </Section>
          ) : null}
          {data.contentSuggestions.content.length ? (
            <Section title={<FormattedMessage id="quick_search.articles" defaultMessage="Trending Articles" />}>
              <ul className="space-y-1">
                {data.contentSuggestions.content.map((c) => (
                  <li key={c.id}>
                    <Link
                      to={to(`/content/${encodeURIComponent(c.id)}`)}
                      onClick={() => onPick()}
                      className="hover:underline"
                    >
                      {c.name}
                    </Link>
                  </li>
                ))}
              </ul>
            </Section>
          ) : null}
        </div>
        {products.length ? (
          <Section title={<FormattedMessage id="quick_search.top_results" defaultMessage="Top Results" />}>
            <ul className="grid grid-cols-2 gap-4 lg:grid-cols-4">
              {products.map((p) => (
                <li key={p.productId}>
                  <Link
                    to={to(`/product/${encodeURIComponent(p.productId)}`)}
                    onClick={() => onPick(term)}
                    className="block text-sm hover:underline"
                  >
                    {p.image ? (
                      <img
                        src={imageUrl(p.image.link, { width: 320, ...TILE_IMAGE })}
                        alt=""
                        width={160}
                        height={168}
                        className="aspect-[496/521] w-full rounded bg-neutral-100"
                      />
                    ) : null}
                    <span className="mt-1 block font-semibold">{p.productName}</span>
                    <Price price={p.price} priceMax={p.priceMax} listPrice={p.listPrice} />
                  </Link>
                </li>
              ))}
            </ul>
            <Link
              to={searchHref(to('/search'), term, 'typeAheadSearch')}
              onClick={() => onPick(term)}
              className="mt-3 inline-block font-semibold underline"
            >
              <FormattedMessage id="quick_search.view_all" defaultMessage="View All" />
            </Link>
          </Section>
        ) : null}
      </div>
    </div>
  );
}
