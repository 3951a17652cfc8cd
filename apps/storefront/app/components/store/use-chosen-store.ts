import { useCallback, useEffect, useState } from 'react';
import { useSiteContext } from '~/lib/site/site';
import { chosenStoreKey, parseChosenStore, type ChosenStore } from '~/lib/stores/store-locator';

/** The shopper's store, kept per site in local storage (spec 2 §3); read after hydration. */
export function useChosenStore() {
  const { site } = useSiteContext();
  const [chosen, setChosen] = useState<ChosenStore | undefined>();
  useEffect(() => {
    try {
      setChosen(parseChosenStore(localStorage.getItem(chosenStoreKey(site.id))));
    } catch (error) {
      console.error('Could not read the chosen store', error);
    }
  }, [site.id]);
  const choose = useCallback(
    (store: ChosenStore) => {
      const value = { id: store.id, name: store.name, inventoryId: store.inventoryId };
      try {
        localStorage.setItem(chosenStoreKey(site.id), JSON.stringify(value));
      } catch (error) {
        console.error('Could not save the chosen store', error);
      }
      setChosen(value);
    },
    [site.id],
  );
  return [chosen, choose] as const;
}
