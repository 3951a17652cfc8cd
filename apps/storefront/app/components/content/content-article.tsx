import type { ContentAsset } from '@ridgeline/sdk';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { useCatalogLinks } from '~/components/layout/use-links';
import { Breadcrumbs } from '~/components/listing/breadcrumbs';
import { formatDate } from '~/lib/i18n/format';
import { useLocalizedPath, useSiteContext } from '~/lib/site/site';

/** Headings, paragraphs and lists of an article body (sanitised HTML from the engine). */
const BODY_STYLE =
  'space-y-4 leading-relaxed text-neutral-800 [&_h2]:mt-8 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:text-neutral-900 ' +
  '[&_h3]:mt-6 [&_h3]:text-xl [&_h3]:font-semibold [&_h3]:text-neutral-900 [&_ul]:list-disc [&_ol]:list-decimal ' +
  '[&_ul]:space-y-1 [&_ol]:space-y-1 [&_ul]:pl-6 [&_ol]:pl-6 [&_blockquote]:border-l-4 [&_blockquote]:pl-4';

function CategoryName({ category }: { category: ContentAsset['categories'][number] }) {
  return category.parentCategoryName ? (
    <FormattedMessage
      id="content.category_in_department"
      defaultMessage="{department}: {category}"
      values={{ department: category.parentCategoryName, category: category.name }}
    />
  ) : (
    <>{category.name}</>
  );
}

/** The title of the products shown under an article: its first category's. */
export function ShopTitle({ content }: { content: ContentAsset }) {
  const first = content.categories[0];
  return first ? <CategoryName category={first} /> : null;
}

/** An article or service page: its heading, date, lead, body and the catalogue categories it is about. */
export function ContentArticle({ content }: { content: ContentAsset }) {
  const intl = useIntl();
  const to = useLocalizedPath();
  const links = useCatalogLinks();
  const { locale } = useSiteContext();
  const home = intl.formatMessage({ id: 'content.home', defaultMessage: 'Home' });
  return (
    <article className="mx-auto max-w-3xl px-4 py-8" aria-labelledby="content-title">
      <Breadcrumbs items={[{ label: home, href: to('/') }, { label: content.name }]} />
      <h1 id="content-title" className="mt-4 text-3xl font-bold sm:text-4xl">
        {content.name}
      </h1>
      <p className="mt-2 text-sm text-neutral-700">
        <FormattedMessage
          id="content.published"
          defaultMessage="Published {date}"
          values={{ date: <time dateTime={content.publishedAt}>{formatDate(content.publishedAt, locale.id)}</time> }}
        />
      </p>
      <p className="mt-6 text-lg text-neutral-800">{content.description}</p>
      <div
        className={`mt-6 ${BODY_STYLE}`}
        // A body without a translation is read out in its own language, not the page's.
        lang={locale.id.startsWith(content.language) ? undefined : content.language}
        dangerouslySetInnerHTML={{ __html: content.body }}
      />
      {content.categories.length > 0 ? (
        <section className="mt-10 border-t border-neutral-200 pt-6" aria-labelledby="content-shop-title">
          <h2 id="content-shop-title" className="text-xl font-bold">
            <FormattedMessage id="content.shop_the_story" defaultMessage="Shop the Story" />
          </h2>
          <ul className="mt-4 flex flex-wrap gap-3">
            {content.categories.map((category) => (
              <li key={category.id}>
                <Link
                  to={links.category(category)}
                  className="inline-block rounded-full border border-neutral-400 px-4 py-2 font-semibold hover:border-neutral-900"
                >
                  <CategoryName category={category} />
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </article>
  );
}
