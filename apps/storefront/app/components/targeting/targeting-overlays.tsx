import type { TargetingAction } from '@ridgeline/sdk';
import { createContext, useContext, useState, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { useCatalogLinks } from '~/components/layout/use-links';
import { formatPrice } from '~/lib/i18n/format';
import { useSiteContext } from '~/lib/site/site';
import { readLastViewed } from '~/lib/targeting/last-viewed';
import type { PageFacts } from '~/lib/targeting/page-facts';
import { exitSpacing, pickUpHref, weatherViewAllHref } from '~/lib/targeting/targeting-rules';
import { DialogFrame, Drawer } from '../ui/drawer';

type Targeting = { actions: readonly TargetingAction[]; page: PageFacts; onClose: () => void };
const TargetingContext = createContext<Targeting | null>(null);

/** The page's targeting actions, for the slots' components (spec 3 §4.6). */
export function TargetingProvider({ value, children }: { value: Targeting; children: ReactNode }) {
  return <TargetingContext.Provider value={value}>{children}</TargetingContext.Provider>;
}

/** A targeting slot's action. Used outside a TargetingProvider, it throws (spec 3 §8). */
export function useTargetingAction(component: TargetingAction['component']): TargetingAction | undefined {
  const targeting = useContext(TargetingContext);
  if (!targeting) throw new Error('useTargetingAction must be used within a TargetingProvider');
  return targeting.actions.find((action) => action.component === component);
}

function useClose(): () => void {
  const targeting = useContext(TargetingContext);
  if (!targeting) throw new Error('useClose must be used within a TargetingProvider');
  return targeting.onClose;
}

const text = (json: Record<string, unknown>, key: string) =>
  typeof json[key] === 'string' ? (json[key] as string) : '';

/** The weather widget's drawer (spec 3 §2.7, §4.6): products picked for the weather, its call to action and view all. */
function WeatherDrawer() {
  const action = useTargetingAction('weather');
  const close = useClose();
  const { locale } = useSiteContext();
  const links = useCatalogLinks();
  if (!action) return null;
  const json = action.json;
  const items = action.items ?? [];
  const viewAll = weatherViewAllHref(text(json, 'viewAllLink'));
  return (
    <>
      <Drawer open onClose={close} title={text(json, 'drawerTitle')} side="right">
        <div className="flex flex-col gap-4" data-testid="weather-drawer">
          {action.displayMessage ? <p className="text-sm text-neutral-700">{action.displayMessage}</p> : null}
          <p>{text(json, 'drawerSubtitle')}</p>
          <section aria-labelledby="weather-title" className="flex flex-col gap-2">
            <h3 id="weather-title" className="text-lg font-semibold">
              {text(json, 'title')}
            </h3>
            <p className="text-sm">{text(json, 'subtitle')}</p>
            {items.length === 0 ? (
              <p>
                <FormattedMessage id="weather.none" defaultMessage="No recommendations available." />
              </p>
            ) : (
              <ul className="flex snap-x snap-mandatory gap-3 overflow-x-auto pb-2" aria-labelledby="weather-title">
                {items.map((item) => (
                  <li key={item.productId} className="w-[60%] shrink-0 snap-start" data-testid="weather-slide">
                    <Link to={links.product(item)} className="flex flex-col gap-1" onClick={close}>
                      {item.imageLink ? (
                        <img
                          src={item.imageLink}
                          alt=""
                          width={240}
                          height={240}
                          className="aspect-square w-full object-cover"
                        />
                      ) : null}
                      <span className="text-sm font-medium">{item.title || item.name}</span>
                      <span className="text-sm">
                        {item.salePrice !== undefined ? (
                          <>
                            <s className="mr-1 text-neutral-600">
                              {formatPrice(item.price ?? item.salePrice, locale.id)}
                            </s>
                            <span className="font-semibold text-red-700">{formatPrice(item.salePrice, locale.id)}</span>
                          </>
                        ) : item.price !== undefined ? (
                          formatPrice(item.price, locale.id)
                        ) : null}
                      </span>
                    </Link>
                  </li>
                ))}
              </ul>
            )}
          </section>
          <Link
            to={viewAll}
            className="inline-block min-h-10 rounded bg-neutral-900 px-4 py-2 text-center font-semibold text-white"
          >
            {text(json, 'ctaText')}
          </Link>
          <Link to={viewAll} className="underline" onClick={close}>
            {text(json, 'viewAllText')}
          </Link>
        </div>
      </Drawer>
    </>
  );
}

/** Pick Up Where You Left Off (spec 3 §2.7, §4.6): the last viewed product, with Shop Now. */
function PickUpModal() {
  const close = useClose();
  const [product] = useState(readLastViewed);
  if (!product) return null;
  return (
    <DialogFrame
      open
      onClose={close}
      title={<FormattedMessage id="pick_up.title" defaultMessage="Pick Up Where You Left Off" />}
      className="m-auto w-[min(26rem,92vw)] rounded-lg bg-white p-5 shadow-xl backdrop:bg-black/40"
    >
      <div className="flex flex-col items-center gap-3 text-center">
        <img src={product.prodImgSrc} alt="" width={240} height={240} className="aspect-square w-60 object-cover" />
        <p className="font-medium">{product.prodName}</p>
        <Link
          to={pickUpHref(product.prodHref)}
          onClick={close}
          className="inline-block min-h-10 rounded bg-neutral-900 px-6 py-2 font-semibold text-white"
        >
          <FormattedMessage id="pick_up.shop_now" defaultMessage="Shop Now" />
        </Link>
      </div>
    </DialogFrame>
  );
}

/** The exit-intent modal (spec 3 §2.7, §4.6): heading, image, body and button. */
function ExitIntentModal() {
  const action = useTargetingAction('exit-modal');
  const close = useClose();
  if (!action) return null;
  const json = action.json;
  const link = text(json, 'customLinkName');
  const button = text(json, 'buttonText');
  return (
    <DialogFrame
      open
      onClose={close}
      title={text(json, 'heading')}
      className="m-auto w-[min(30rem,92vw)] rounded-lg bg-white p-5 shadow-xl backdrop:bg-black/40"
    >
      <div className="flex flex-col" style={{ gap: `${exitSpacing(json.spaceBetweenElms) * 0.5}rem` }}>
        {text(json, 'imgUrl') ? (
          <img
            src={text(json, 'imgUrl')}
            alt={text(json, 'altText')}
            width={480}
            height={270}
            className="w-full object-cover"
          />
        ) : null}
        <p>{text(json, 'body')}</p>
        {link ? (
          <Link
            to={link}
            onClick={close}
            className="inline-block min-h-10 rounded bg-neutral-900 px-6 py-2 text-center font-semibold text-white"
          >
            {button}
          </Link>
        ) : (
          <button
            type="button"
            onClick={close}
            className="min-h-10 rounded bg-neutral-900 px-6 py-2 font-semibold text-white"
          >
            {button}
          </button>
        )}
      </div>
    </DialogFrame>
  );
}

const OVERLAYS = { weather: WeatherDrawer, 'pick-up': PickUpModal, 'exit-modal': ExitIntentModal };

/** One targeted overlay, opened by the launcher: the weather drawer, the pick-up or the exit modal. */
export function TargetingOverlay({ actions, page, open, onClose }: Targeting & { open: TargetingAction['component'] }) {
  const Overlay = OVERLAYS[open];
  return (
    <TargetingProvider value={{ actions, page, onClose }}>
      <Overlay />
    </TargetingProvider>
  );
}
