/** A tile's shape while its product loads (carousels and scrollers show four). */
export function TileSkeleton() {
  return (
    <>
      <div className="aspect-[496/521] animate-pulse rounded bg-neutral-200" />
      <div className="mt-2 h-4 w-3/4 animate-pulse rounded bg-neutral-200" />
    </>
  );
}
