import { createContext, useContext } from 'react';

export type AccountModalOptions = {
  /** Runs once the shopper has signed in or registered in the modal (spec 2 §4: "the action continues after login"). */
  then?: () => void;
};

export type AccountModalControls = {
  /** Opens the sign-in modal at the e-mail step (spec 1 §4: the login type resets to password). */
  open(options?: AccountModalOptions): void;
};

export const AccountModalContext = createContext<AccountModalControls | null>(null);

/** The account modal's controls; must be used inside <AccountModalProvider> (spec 1 §8: a hook outside its provider throws). */
export function useAccountModal(): AccountModalControls {
  const controls = useContext(AccountModalContext);
  if (!controls) throw new Error('useAccountModal must be used within an AccountModalProvider');
  return controls;
}

/** Where the sign-in flow's forms post: the login page's action, so the modal works on any page. */
export const AuthActionContext = createContext<string | undefined>(undefined);
