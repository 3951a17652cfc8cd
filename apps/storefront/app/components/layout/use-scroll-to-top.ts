import { useEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/** Every push or replace starts at the top of the page (spec 1 §2); back and forward keep their place. */
export function useScrollToTopOnNavigation() {
  const location = useLocation();
  const type = useNavigationType();
  useEffect(() => {
    if (type !== 'POP' && !location.hash) window.scrollTo({ top: 0, left: 0 });
  }, [location.key, location.hash, type]);
}
