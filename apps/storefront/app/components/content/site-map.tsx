import type { ContentAssetSummary } from '@ridgeline/sdk';
import type { ReactNode } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { Link, useRouteLoaderData } from 'react-router';
import { useCatalogLinks } from '~/components/layout/use-links';
import type { MenuCategory } from '~/lib/site/menu';
import { useLocalizedPath } from '~/lib/site/site';

const m = defineMessages({
  title: { id: 'site_map.title', defaultMessage: 'Site Map' },
  shop: { id: 'site_map.shop', defaultMessage: 'Shop' },
  guides: { id: 'site_map.guides', defaultMessage: 'Guides' },
  service: { id: 'site_map.service', defaultMessage: 'Customer Service' },
  account: { id: 'site_map.account', defaultMessage: 'Your Account' },
  storeLocator: { id: 'footer.store_locator', defaultMessage: 'Find a Store' },
  international: { id: 'footer.international', defaultMessage: 'International' },
  myAccount: { id: 'footer.my_account', defaultMessage: 'My Account' },
  orderHistory: { id: 'footer.order_history', defaultMessage: 'Order History' },
  wishlist: { id: 'footer.wishlist', defaultMessage: 'Wishlist' },
  membership: { id: 'footer.membership', defaultMessage: 'Rewards Membership' },
});

function Section({ id, title, children }: { id: string; title: ReactNode; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="mt-10">
      <h2 id={id} className="border-b border-neutral-200 pb-2 text-2xl font-bold">
        {title}
      </h2>
      {children}
    </section>
  );
}

function LinkList({ links }: { links: { key: string; to: string; label: ReactNode }[] }) {
  return (
    <ul className="mt-4 grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
      {links.map((link) => (
        <li key={link.key}>
          <Link to={link.to} className="hover:underline">
            {link.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/**
 * Every place in the shop a shopper can go: the departments and their categories (the header's
 * menu), the guides, the service pages and the account's pages. Both footers link here.
 */
export function SiteMap({ articles, pages }: { articles: ContentAssetSummary[]; pages: ContentAssetSummary[] }) {
  const intl = useIntl();
  const to = useLocalizedPath();
  const links = useCatalogLinks();
  const menu = (useRouteLoaderData('root') as { menu?: MenuCategory[] } | undefined)?.menu ?? [];
  const content = (items: ContentAssetSummary[]) =>
    items.map((item) => ({ key: item.id, to: to(`/t/${encodeURIComponent(item.id)}`), label: item.name }));
  const fixed = (entries: [string, (typeof m)[keyof typeof m]][]) =>
    entries.map(([path, label]) => ({ key: path, to: to(path), label: intl.formatMessage(label) }));
  return (
    <div className="mx-auto max-w-[97.5rem] px-4 py-8">
      <h1 className="text-3xl font-bold sm:text-4xl">
        <FormattedMessage {...m.title} />
      </h1>
      <Section id="site-map-shop" title={<FormattedMessage {...m.shop} />}>
        <div className="mt-4 grid gap-8 sm:grid-cols-2 lg:grid-cols-4">
          {menu.map((department) => (
            <div key={department.id}>
              <h3 className="text-lg font-semibold">
                <Link to={links.category(department)} className="hover:underline">
                  {department.name}
                </Link>
              </h3>
              {department.categories?.length ? (
                <ul className="mt-2 space-y-1">
                  {department.categories.map((category) => (
                    <li key={category.id}>
                      <Link to={links.category(category)} className="hover:underline">
                        {category.name}
                      </Link>
                    </li>
                  ))}
                </ul>
              ) : null}
            </div>
          ))}
        </div>
      </Section>
      {articles.length > 0 ? (
        <Section id="site-map-guides" title={<FormattedMessage {...m.guides} />}>
          <LinkList links={content(articles)} />
        </Section>
      ) : null}
      <Section id="site-map-service" title={<FormattedMessage {...m.service} />}>
        <LinkList
          links={[
            ...content(pages),
            ...fixed([
              ['/store-locator', m.storeLocator],
              ['/international', m.international],
            ]),
          ]}
        />
      </Section>
      <Section id="site-map-account" title={<FormattedMessage {...m.account} />}>
        <LinkList
          links={fixed([
            ['/account', m.myAccount],
            ['/account/orders', m.orderHistory],
            ['/account/wishlist', m.wishlist],
            ['/membership', m.membership],
          ])}
        />
      </Section>
    </div>
  );
}
