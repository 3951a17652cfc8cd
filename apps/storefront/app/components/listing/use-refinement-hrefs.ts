import { useLocation } from 'react-router';
import { clearRefinements, toggleRefinement } from '~/lib/listing/refine-url';
import { SINGLE_VALUED } from './refinement-types';

/**
 * Links on the current listing that add or remove one refinement value (a single-valued one
 * replaces its value) or clear them all: the state stays in the URL, so they work without JavaScript.
 */
export function useRefinementHrefs() {
  const location = useLocation();
  const search = new URLSearchParams(location.search);
  return {
    toggle: (id: string, value: string) =>
      location.pathname + toggleRefinement(search, id, value, SINGLE_VALUED.has(id)),
    clearAll: () => location.pathname + clearRefinements(search),
  };
}
