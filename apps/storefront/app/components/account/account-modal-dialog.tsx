import { useIntl } from 'react-intl';
import { useLocalizedPath } from '~/lib/site/site';
import { DialogFrame } from '../ui/drawer';
import { AuthActionContext } from './account-modal-context';
import { AuthFlow } from './auth-flow';

/**
 * The sign-in flow in a modal (spec 1 §2 "Account modal"): the same views as /login, posting to the
 * login page's action from whatever page is open. Each opening starts at the e-mail step.
 */
export default function AccountModalDialog({ onClose, onSignedIn }: { onClose: () => void; onSignedIn: () => void }) {
  const intl = useIntl();
  const to = useLocalizedPath();
  return (
    <DialogFrame
      open
      onClose={onClose}
      titleHidden
      title={intl.formatMessage({ id: 'account_modal.title', defaultMessage: 'Log in or create an account' })}
      className="m-auto max-h-[calc(100dvh-2rem)] w-[min(28rem,calc(100vw-2rem))] overflow-y-auto rounded-lg bg-white p-6 shadow-xl backdrop:bg-black/40"
    >
      <AuthActionContext.Provider value={to('/login')}>
        <AuthFlow initialView="email" onSignedIn={onSignedIn} />
      </AuthActionContext.Provider>
    </DialogFrame>
  );
}
