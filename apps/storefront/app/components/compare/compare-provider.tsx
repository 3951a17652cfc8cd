import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import {
  addItem,
  COMPARE_STORAGE_KEY,
  parseStored,
  removeItem,
  type AddResult,
  type CompareItem,
} from '~/lib/listing/compare';
import { useToast } from '../ui/toaster';

type CompareApi = {
  items: CompareItem[];
  has: (productId: string) => boolean;
  add: (item: CompareItem) => AddResult;
  remove: (productId: string) => void;
  clear: () => void;
};

const CompareContext = createContext<CompareApi | null>(null);

/** The compare list; must be used inside <CompareProvider> (spec 1 §8: hooks throw outside their provider). */
export function useCompare(): CompareApi {
  const api = useContext(CompareContext);
  if (!api) throw new Error('useCompare must be used within a CompareProvider');
  return api;
}

function readStorage(): CompareItem[] {
  try {
    const parsed = parseStored(localStorage.getItem(COMPARE_STORAGE_KEY));
    if (parsed === undefined) {
      console.warn('Compare data could not be read and was cleared.');
      localStorage.removeItem(COMPARE_STORAGE_KEY);
      return [];
    }
    return parsed;
  } catch (error) {
    console.error('Could not read the compare list', error);
    return [];
  }
}

function writeStorage(items: CompareItem[]) {
  try {
    localStorage.setItem(COMPARE_STORAGE_KEY, JSON.stringify(items));
  } catch (error) {
    console.error('Could not save the compare list', error);
  }
}

export function CompareProvider({ children }: { children: ReactNode }) {
  const intl = useIntl();
  const toast = useToast();
  const [items, setItems] = useState<CompareItem[]>([]);

  useEffect(() => {
    setItems(readStorage());
    // Another tab changed the list: follow it.
    const onStorage = (event: StorageEvent) => {
      if (event.key === COMPARE_STORAGE_KEY) setItems(readStorage());
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  const save = useCallback((next: CompareItem[]) => {
    setItems(next);
    writeStorage(next);
  }, []);

  const add = useCallback(
    (item: CompareItem) => {
      const { items: next, result } = addItem(items, item);
      if (result === 'added') save(next);
      if (result === 'full') {
        toast({
          status: 'warning',
          title: intl.formatMessage({ id: 'compare.max.title', defaultMessage: 'Maximum products reached' }),
          description: intl.formatMessage({
            id: 'compare.max.body',
            defaultMessage: 'You can only compare up to 4 products at once.',
          }),
        });
      }
      return result;
    },
    [items, save, toast, intl],
  );

  const api = useMemo<CompareApi>(
    () => ({
      items,
      has: (productId) => items.some((i) => i.productId === productId),
      add,
      remove: (productId) => save(removeItem(items, productId)),
      clear: () => save([]),
    }),
    [items, add, save],
  );
  return <CompareContext.Provider value={api}>{children}</CompareContext.Provider>;
}
