import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { CloseIcon } from './icons';
import { ToastOutlet } from './toaster';

const WIDTHS = {
  narrow: 'w-[min(22rem,90vw)]',
  wide: 'w-full md:w-[min(64rem,90vw)]',
  third: 'w-full lg:w-1/3',
  full: 'w-full',
};

/**
 * A side drawer on the native modal <dialog>: the browser traps focus, closes on Escape,
 * makes the page behind inert and returns focus to the opener — with no library to ship.
 */
export function Drawer({
  open,
  onClose,
  title,
  side = 'left',
  width = 'narrow',
  children,
}: {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  side?: 'left' | 'right';
  /**
   * narrow: menus (22rem); wide: tables such as compare (full width on small screens); third: full
   * width on small screens, a third on large ones (the store locator); full: the whole screen.
   */
  width?: 'narrow' | 'wide' | 'third' | 'full';
  children: ReactNode;
}) {
  return (
    <DialogFrame
      open={open}
      onClose={onClose}
      title={title}
      className={`fixed inset-y-0 m-0 h-full max-h-none max-w-none overflow-y-auto bg-white p-4 shadow-xl backdrop:bg-black/40 ${WIDTHS[width]} ${side === 'left' ? 'left-0 mr-auto' : 'right-0 ml-auto'}`}
    >
      {children}
    </DialogFrame>
  );
}

/**
 * A modal on the native <dialog>: the browser traps focus, closes on Escape, makes the page
 * behind inert and returns focus to the opener. A titled header with Close; a click on the
 * backdrop closes too. Drawers and the added-to-bag dialog differ only in `className`.
 */
export function DialogFrame({
  open,
  onClose,
  title,
  className,
  titleHidden = false,
  children,
}: {
  open: boolean;
  onClose: () => void;
  className: string;
  children: ReactNode;
} & (
  | { title: ReactNode; titleHidden?: false }
  | {
      /**
       * The title names the dialog for assistive technology only, as its label: no heading of its
       * own, so the content's heading is the only one (and the only text) the dialog shows.
       */
      title: string;
      titleHidden: true;
    }
)) {
  const intl = useIntl();
  const ref = useRef<HTMLDialogElement>(null);
  // Where the press began: a press inside whose release lands on the dialog itself (a button that
  // moved as a message above it went away) is no click on the backdrop.
  const pressedOnBackdrop = useRef(false);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      // The browser focuses the dialog's first control (Close); a field marked for it takes focus instead.
      dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    }
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return (
    <dialog
      ref={ref}
      {...(titleHidden ? { 'aria-label': String(title) } : { 'aria-labelledby': titleId })}
      onClose={onClose}
      onPointerDown={(event) => {
        pressedOnBackdrop.current = event.target === event.currentTarget;
      }}
      onClick={(event) => {
        // A click on the backdrop lands on the dialog element itself, from press to release.
        if (event.target === event.currentTarget && pressedOnBackdrop.current) onClose();
        pressedOnBackdrop.current = false;
      }}
      className={className}
    >
      <div className={`flex items-center ${titleHidden ? 'mb-1 justify-end' : 'mb-4 justify-between'}`}>
        {titleHidden ? null : (
          <h2 id={titleId} className="text-lg font-bold">
            {title}
          </h2>
        )}
        <button
          type="button"
          onClick={onClose}
          className="rounded p-2 hover:bg-theme"
          aria-label={intl.formatMessage({ id: 'drawer.close', defaultMessage: 'Close' })}
        >
          <CloseIcon />
        </button>
      </div>
      {children}
      {open ? <ToastOutlet /> : null}
    </dialog>
  );
}
