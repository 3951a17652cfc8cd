import { useEffect, useRef } from 'react';

/** Calls `onView` once, the first time the element scrolls into view (recommendation view events). */
export function useInViewOnce<T extends Element>(onView: (() => void) | undefined, enabled = true) {
  const ref = useRef<T>(null);
  const sent = useRef(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || !onView || !enabled || sent.current || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting) && !sent.current) {
        sent.current = true;
        observer.disconnect();
        onView();
      }
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [onView, enabled]);
  return ref;
}
