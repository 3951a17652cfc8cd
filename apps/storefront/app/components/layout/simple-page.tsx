import type { ReactNode } from 'react';

/** A page with a heading and a few lines: for pages whose full feature arrives in a later issue. */
export function SimplePage({ title, children }: { title: ReactNode; children?: ReactNode }) {
  return (
    <section className="mx-auto max-w-3xl px-4 py-12" aria-labelledby="page-title">
      <h1 id="page-title" className="text-3xl font-bold">
        {title}
      </h1>
      <div className="mt-4 space-y-4 text-neutral-800">{children}</div>
    </section>
  );
}
