import { useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { CloseIcon, StatusIcon, type AlertStatus } from './icons';

const STYLES: Record<AlertStatus, string> = {
  success: 'border-green-700 bg-green-50 text-green-950',
  error: 'border-red-700 bg-red-50 text-red-950',
  info: 'border-sky-700 bg-sky-50 text-sky-950',
  warning: 'border-amber-600 bg-amber-50 text-amber-950',
};

/**
 * A message that stays until closed (spec 1 §2 "Alert component"). Errors and warnings are
 * announced at once (role alert); success and info politely (role status).
 */
export function Alert({
  status,
  title,
  children,
  closable = false,
  onClose,
}: {
  status: AlertStatus;
  title?: ReactNode;
  children?: ReactNode;
  closable?: boolean;
  onClose?: () => void;
}) {
  const intl = useIntl();
  const [open, setOpen] = useState(true);
  if (!open) return null;
  return (
    <div
      role={status === 'error' || status === 'warning' ? 'alert' : 'status'}
      data-status={status}
      className={`flex items-start gap-3 rounded-md border-l-4 p-3 ${STYLES[status]}`}
    >
      <StatusIcon status={status} className="mt-0.5 shrink-0" />
      <div className="min-w-0 flex-1">
        {title ? <p className="font-semibold">{title}</p> : null}
        {children ? <div className="text-sm">{children}</div> : null}
      </div>
      {closable ? (
        <button
          type="button"
          className="rounded p-1 hover:bg-black/10"
          aria-label={intl.formatMessage({ id: 'alert.close', defaultMessage: 'Close' })}
          onClick={() => {
            setOpen(false);
            onClose?.();
          }}
        >
          <CloseIcon width={18} height={18} />
        </button>
      ) : null}
    </div>
  );
}
