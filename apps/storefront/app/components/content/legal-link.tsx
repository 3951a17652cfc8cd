import { lazy, Suspense, useState } from 'react';

// The dialog's code loads when the small print is first asked for.
const LegalDialog = lazy(() => import('./legal-dialog'));

/** A link-styled button that opens the legal text in a dialog titled with the link's words. */
export function LegalLink({
  text,
  legalBody,
  className = '',
}: {
  text: string;
  legalBody: string;
  className?: string;
}) {
  const [open, setOpen] = useState(false);
  // Once opened it stays mounted, so that closing returns focus to this button as the native dialog does.
  const [used, setUsed] = useState(false);
  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
        className={`min-h-6 text-sm underline underline-offset-2 hover:no-underline ${className}`}
      >
        {text}
      </button>
      {used ? (
        <Suspense fallback={null}>
          <LegalDialog open={open} title={text} body={legalBody} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
