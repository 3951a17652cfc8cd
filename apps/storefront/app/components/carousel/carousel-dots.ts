/** Dots shown for a carousel: all of them up to 5, otherwise a window of 5 around the current one. */
export function dotWindow(count: number, current: number, size = 5): number[] {
  if (count <= size) return Array.from({ length: count }, (_, i) => i);
  const start = Math.min(Math.max(0, current - Math.floor(size / 2)), count - size);
  return Array.from({ length: size }, (_, i) => start + i);
}
