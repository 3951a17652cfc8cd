import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { useIntl } from 'react-intl';
import { CloseIcon, StatusIcon, type AlertStatus } from './icons';

export const TOAST_DURATION_MS = 5000;

export type ToastInput = {
  title: string;
  description?: string;
  status?: AlertStatus;
  /** Milliseconds; 5000 by default (spec 2 §9). */
  duration?: number;
  action?: { label: string; href: string };
};
type Toast = ToastInput & { id: number };

const ToastContext = createContext<((toast: ToastInput) => void) | null>(null);

/** Shows a toast; must be used inside <ToastProvider>. */
export function useToast() {
  const show = useContext(ToastContext);
  if (!show) throw new Error('useToast must be used within a ToastProvider');
  return show;
}

function ToastItem({ toast, onDismiss }: { toast: Toast; onDismiss: (id: number) => void }) {
  const intl = useIntl();
  useEffect(() => {
    const timer = setTimeout(() => onDismiss(toast.id), toast.duration ?? TOAST_DURATION_MS);
    return () => clearTimeout(timer);
  }, [toast, onDismiss]);
  const status = toast.status ?? 'info';
  return (
    // The live role sits inside the list item: an <li> with a role of its own is no list item (axe "list").
    <li className="pointer-events-auto">
      <div
        role={status === 'error' ? 'alert' : 'status'}
        data-status={status}
        className="flex w-80 max-w-[calc(100vw-2rem)] items-start gap-3 rounded-md bg-neutral-900 p-3 text-white shadow-lg"
      >
        <StatusIcon status={status} className="mt-0.5 shrink-0" />
        <div className="min-w-0 flex-1">
          <p className="font-semibold">{toast.title}</p>
          {toast.description ? <p className="text-sm text-neutral-200">{toast.description}</p> : null}
          {toast.action ? (
            <a className="mt-1 inline-block text-sm underline" href={toast.action.href}>
              {toast.action.label}
            </a>
          ) : null}
        </div>
        <button
          type="button"
          className="rounded p-1 hover:bg-white/10"
          aria-label={intl.formatMessage({ id: 'toast.close', defaultMessage: 'Close notification' })}
          onClick={() => onDismiss(toast.id)}
        >
          <CloseIcon width={16} height={16} />
        </button>
      </div>
    </li>
  );
}

type Shown = Toast & { host?: string };
type Hosts = {
  /** Adds a place toasts show in, for as long as it is mounted; answers its removal. */
  add: (host: string) => () => void;
  /** The toasts a place shows. */
  toastsOf: (host: string) => Shown[];
  dismiss: (id: number) => void;
};
const ToastHostContext = createContext<Hosts | null>(null);

function ToastList({ toasts, onDismiss }: { toasts: Toast[]; onDismiss: (id: number) => void }) {
  const intl = useIntl();
  return (
    <ol
      aria-label={intl.formatMessage({ id: 'toast.region', defaultMessage: 'Notifications' })}
      className="pointer-events-none fixed left-1/2 top-4 z-50 flex -translate-x-1/2 flex-col gap-2 md:left-auto md:right-4 md:translate-x-0"
    >
      {toasts.map((toast) => (
        <ToastItem key={toast.id} toast={toast} onDismiss={onDismiss} />
      ))}
    </ol>
  );
}

/**
 * Where toasts show while a modal dialog is open: the page behind a modal <dialog> is inert, so a
 * toast there could be neither seen above the backdrop nor heard. Open dialogs render one.
 */
export function ToastOutlet() {
  const hosts = useContext(ToastHostContext);
  const id = useId();
  const add = hosts?.add;
  useEffect(() => add?.(id), [add, id]);
  const own = hosts?.toastsOf(id) ?? [];
  return own.length > 0 && hosts ? <ToastList toasts={own} onDismiss={hosts.dismiss} /> : null;
}

/**
 * Toasts: top-center on small screens, top-right from md up. A toast raised while a modal dialog is
 * open shows inside it (and goes back to the page if the dialog closes first); those raised before
 * stay on the page, so a dialog's own controls are not joined by toasts it did not cause.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Shown[]>([]);
  const [hostIds, setHostIds] = useState<string[]>([]);
  const openHosts = useRef<string[]>([]);
  const nextId = useRef(1);
  const dismiss = useCallback((id: number) => setToasts((list) => list.filter((t) => t.id !== id)), []);
  const show = useCallback((toast: ToastInput) => {
    const id = nextId.current++;
    const host = openHosts.current.at(-1);
    setToasts((list) => [...list, { ...toast, id, ...(host ? { host } : {}) }]);
  }, []);
  const add = useCallback((host: string) => {
    openHosts.current = [...openHosts.current, host];
    setHostIds(openHosts.current);
    return () => {
      openHosts.current = openHosts.current.filter((h) => h !== host);
      setHostIds(openHosts.current);
    };
  }, []);
  const hosts = useMemo<Hosts>(
    () => ({ add, toastsOf: (host) => toasts.filter((t) => t.host === host), dismiss }),
    [add, toasts, dismiss],
  );
  return (
    <ToastContext.Provider value={show}>
      <ToastHostContext.Provider value={hosts}>{children}</ToastHostContext.Provider>
      <ToastList toasts={toasts.filter((t) => !t.host || !hostIds.includes(t.host))} onDismiss={dismiss} />
    </ToastContext.Provider>
  );
}
