import { ConsentBanner } from './consent-banner';
import { ConsentDialog } from './consent-dialog';

/** The banner and the dialog, one chunk that loads when either is first needed (consent-manager.tsx). */
export default function ConsentUi({
  dialog,
  onManage,
  onClose,
}: {
  /** The dialog is open (else the banner shows). */
  dialog: boolean;
  onManage: () => void;
  /** The banner was answered, or the dialog closed (saved says whether a choice was kept). */
  onClose: (saved: boolean) => void;
}) {
  return dialog ? (
    <ConsentDialog onClose={() => onClose(false)} onSaved={() => onClose(true)} />
  ) : (
    <ConsentBanner onAnswered={() => onClose(true)} onManage={onManage} />
  );
}
