import { useEffect, useState } from 'react';

/** Spec 3 §4.5 and §9: rotating banner messages advance every 5000 ms with a 300 ms fade. */
export const ROTATION_MS = 5000;
export const FADE_MS = 300;

/**
 * The message showing out of `count`, advancing every ROTATION_MS: it fades out for FADE_MS, the
 * next one takes its place and fades in. Paused, it stays where it is.
 */
export function useRotation(count: number, paused: boolean): { index: number; fading: boolean } {
  const [index, setIndex] = useState(0);
  const [fading, setFading] = useState(false);
  useEffect(() => {
    if (paused || count < 2) return;
    let swap: ReturnType<typeof setTimeout> | undefined;
    const timer = setInterval(() => {
      setFading(true);
      swap = setTimeout(() => {
        setIndex((i) => (i + 1) % count);
        setFading(false);
      }, FADE_MS);
    }, ROTATION_MS);
    return () => {
      clearInterval(timer);
      clearTimeout(swap);
      setFading(false);
    };
  }, [count, paused]);
  return { index: count > 0 ? index % count : 0, fading };
}

/** Whether the visitor asked for less motion; false on the server and until the page has hydrated. */
export function usePrefersReducedMotion(): boolean {
  const [reduced, setReduced] = useState(false);
  useEffect(() => {
    const query = window.matchMedia?.('(prefers-reduced-motion: reduce)');
    if (!query) return;
    setReduced(query.matches);
    const change = () => setReduced(query.matches);
    query.addEventListener('change', change);
    return () => query.removeEventListener('change', change);
  }, []);
  return reduced;
}
