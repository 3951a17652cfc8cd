import { useCallback, useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router';
import { useToast } from '../ui/toaster';
import {
  contextFromParams,
  isEmptyContext,
  TOOLKIT_ENABLE_PARAM,
  TOOLKIT_SESSION_FLAG,
  withContextParams,
  withoutToolkitParams,
  type ToolkitContext,
} from '~/lib/toolkit/toolkit-context';

export const TOOLKIT_PATH = '/storefront-toolkit';
/** Spec 3 §4.3 and §9: the success toast shows for 1 second, the failure toast for 2. */
export const SUCCESS_TOAST_MS = 1000;
export const FAILURE_TOAST_MS = 2000;

type Loaded = { context: ToolkitContext; customerGroups: string[] };
export type ToolkitState =
  { status: 'starting' } | { status: 'unavailable' } | ({ status: 'ready'; saving: boolean } & Loaded);

const sameContext = (a: ToolkitContext, b: ToolkitContext) =>
  withContextParams(new URLSearchParams(), a).toString() === withContextParams(new URLSearchParams(), b).toString();

const setFlag = (on: boolean) => {
  try {
    if (on) sessionStorage.setItem(TOOLKIT_SESSION_FLAG, 'true');
    else sessionStorage.removeItem(TOOLKIT_SESSION_FLAG);
  } catch {
    // No session storage: the toolkit stays on for this page only.
  }
};

/**
 * The toolkit's life in a tab (spec 3 §4.3): turning on (a registered shopper is logged out first,
 * then the session flag is set), the context read from the address's `stk_` parameters on the first
 * load and saved, every save mirrored in the address (which reloads the page's data for it) with
 * its toasts, and Exit.
 */
export function useToolkit({ signedIn, onExit }: { signedIn: boolean; onExit: () => void }) {
  const intl = useIntl();
  const toast = useToast();
  const navigate = useNavigate();
  const location = useLocation();
  const [state, setState] = useState<ToolkitState>({ status: 'starting' });
  const started = useRef(false);
  const search = useRef(location.search);
  search.current = location.search;

  /** The address with the context's parameters: navigating there reloads the page's data for it. */
  const mirror = useCallback(
    (context: ToolkitContext, { strip = false } = {}) => {
      const params = new URLSearchParams(search.current);
      const next = strip ? withoutToolkitParams(params) : withContextParams(params, context);
      const query = next.toString();
      return navigate(
        { pathname: location.pathname, search: query ? `?${query}` : '', hash: location.hash },
        { replace: true, preventScrollReset: true },
      );
    },
    [navigate, location.pathname, location.hash],
  );

  const post = async (form: Record<string, string>) => {
    const response = await fetch(TOOLKIT_PATH, { method: 'POST', body: new URLSearchParams(form) });
    const body = (await response.json().catch(() => ({}))) as { ok?: boolean; context?: ToolkitContext };
    if (!response.ok || !body.ok) throw new Error(`toolkit ${form.intent}: ${response.status}`);
    return body;
  };

  /** Saves the context; toasts "Updating...", then the outcome (spec 3 §4.3). */
  const save = useCallback(
    async (context: ToolkitContext) => {
      setState((s) => (s.status === 'ready' ? { ...s, saving: true } : s));
      toast({ title: intl.formatMessage({ id: 'toolkit.updating', defaultMessage: 'Updating...' }) });
      try {
        const saved = (await post({ intent: 'save', context: JSON.stringify(context) })).context ?? {};
        setState((s) => (s.status === 'ready' ? { ...s, context: saved, saving: false } : s));
        await mirror(saved);
        toast({
          title: intl.formatMessage({ id: 'toolkit.updated', defaultMessage: 'Successfully updated' }),
          status: 'success',
          duration: SUCCESS_TOAST_MS,
        });
        return true;
      } catch (error) {
        console.error('The toolkit context could not be saved', error);
        setState((s) => (s.status === 'ready' ? { ...s, saving: false } : s));
        toast({
          title: intl.formatMessage({ id: 'toolkit.update_failed', defaultMessage: 'Update failed' }),
          description: intl.formatMessage({
            id: 'toolkit.update_failed_detail',
            defaultMessage: 'Something wrong with the update',
          }),
          status: 'error',
          duration: FAILURE_TOAST_MS,
        });
        return false;
      }
    },
    // post is stable in behaviour (no state); toast and intl are the shop's.
    [intl, toast, mirror],
  );

  const exit = useCallback(async () => {
    try {
      await post({ intent: 'exit' });
    } catch (error) {
      // Leaving must always work: the context is blank for the next toolkit session anyway once saved.
      console.error('The toolkit context could not be reset', error);
    }
    setFlag(false);
    await mirror({}, { strip: true });
    onExit();
  }, [mirror, onExit]);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void (async () => {
      const params = new URLSearchParams(window.location.search);
      let flagged = false;
      try {
        flagged = sessionStorage.getItem(TOOLKIT_SESSION_FLAG) === 'true';
      } catch {
        // Treated as not yet on.
      }
      if (!flagged && params.get(TOOLKIT_ENABLE_PARAM) === 'on' && signedIn) {
        // A registered shopper is logged out first (spec 3 §4.3); the page then comes back as a guest's.
        await fetch('/logout', { method: 'POST', body: new URLSearchParams() }).catch(() => undefined);
        window.location.reload();
        return;
      }
      setFlag(true);
      const response = await fetch(TOOLKIT_PATH).catch(() => undefined);
      if (!response?.ok) {
        setState({ status: 'unavailable' });
        return;
      }
      const loaded = (await response.json()) as Loaded;
      const { context: fromAddress, warnings } = contextFromParams(params);
      for (const warning of warnings) console.warn(`Storefront Toolkit: ${warning}`);
      setState({ status: 'ready', saving: false, ...loaded });
      // A shared link's context becomes this session's (spec 3 §4.3 "on first load the context is read from the URL").
      if (!isEmptyContext(fromAddress) && !sameContext(fromAddress, loaded.context)) await save(fromAddress);
      else if (!isEmptyContext(loaded.context)) await mirror(loaded.context);
    })();
  }, [signedIn, save, mirror]);

  return { state, save, exit, mirror };
}
