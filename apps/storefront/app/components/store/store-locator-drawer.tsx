import { useEffect } from 'react';
import { FormattedMessage } from 'react-intl';
import { useFetcher } from 'react-router';
import type { StoreSearchData } from '~/lib/stores/store-search.server';
import { useLocalizedPath } from '~/lib/site/site';
import type { ChosenStore } from '~/lib/stores/store-locator';
import { Drawer } from '../ui/drawer';
import { StoreLocator } from './store-locator';

/**
 * The store locator as a side drawer (spec 2 §2: full width on small screens, a third on large
 * ones). Its searches load the /store-locator route's data without leaving the page.
 */
export default function StoreLocatorDrawer({
  open,
  onClose,
  chosen,
  onChoose,
}: {
  open: boolean;
  onClose: () => void;
  chosen: ChosenStore | undefined;
  onChoose: (store: ChosenStore) => void;
}) {
  const to = useLocalizedPath();
  const fetcher = useFetcher<StoreSearchData>();
  const path = to('/store-locator');
  useEffect(() => {
    if (fetcher.state === 'idle' && !fetcher.data) void fetcher.load(path);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the default search, once
  }, []);
  return (
    <Drawer
      open={open}
      onClose={onClose}
      side="right"
      width="third"
      title={<FormattedMessage id="store_locator.title" defaultMessage="Find a Store" />}
    >
      <StoreLocator
        data={fetcher.data}
        loading={fetcher.state !== 'idle'}
        search={(query) => void fetcher.load(`${path}?${query}`)}
        action={path}
        chosen={chosen}
        onChoose={onChoose}
        autoLocate
        headingLevel={3}
      />
    </Drawer>
  );
}
