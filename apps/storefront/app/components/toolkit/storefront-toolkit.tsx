import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation } from 'react-router';
import { contextFromParams, withContextParams, type ToolkitContext } from '~/lib/toolkit/toolkit-context';
import { Drawer } from '../ui/drawer';
import { CustomerGroupsSection, EffectiveDateSection, QualifierSection, SourceCodeSection } from './toolkit-sections';
import { useToolkit } from './use-toolkit';
import { TOOL_BUTTON } from './staff-tool-styles';

/**
 * The Storefront Toolkit (spec 3 §2.9, §4.3): a left-side drawer with the context's accordions and
 * Refresh, Clear All and Exit; closed, a tab at the left edge opens it again.
 */
export function StorefrontToolkit({ signedIn, onExit }: { signedIn: boolean; onExit: () => void }) {
  const intl = useIntl();
  const location = useLocation();
  const { state, save, exit, mirror } = useToolkit({ signedIn, onExit });
  const [open, setOpen] = useState(true);

  // Links lose the stk_ parameters: put them back, so the address keeps showing the context.
  const context = state.status === 'ready' && !state.saving ? state.context : undefined;
  useEffect(() => {
    if (!context) return;
    const shown = contextFromParams(new URLSearchParams(location.search)).context;
    const wanted = withContextParams(new URLSearchParams(), context).toString();
    if (wanted && withContextParams(new URLSearchParams(), shown).toString() !== wanted) void mirror(context);
  }, [location.search, context, mirror]);

  const title = intl.formatMessage({ id: 'toolkit.title', defaultMessage: 'Storefront Toolkit' });
  if (state.status === 'starting') return null;
  const update = (change: Partial<ToolkitContext>) =>
    state.status === 'ready' ? save({ ...state.context, ...change }) : Promise.resolve(false);
  return (
    <>
      {open ? null : (
        <button
          type="button"
          onClick={() => setOpen(true)}
          className="fixed bottom-24 left-0 z-40 min-h-11 rounded-r bg-neutral-900 px-3 py-2 text-sm font-semibold text-white shadow-lg"
        >
          {title}
        </button>
      )}
      <Drawer open={open} onClose={() => setOpen(false)} title={title} side="left">
        {state.status === 'unavailable' ? (
          <p role="alert">
            <FormattedMessage id="toolkit.unavailable" defaultMessage="This feature is not currently available." />
          </p>
        ) : (
          <div className="flex flex-col gap-3" aria-busy={state.saving || undefined}>
            <EffectiveDateSection
              value={state.context.effectiveDateTime}
              onApply={(effectiveDateTime) => update({ effectiveDateTime })}
              onClear={() => update({ effectiveDateTime: undefined })}
            />
            <CustomerGroupsSection
              groups={state.customerGroups}
              value={state.context.customerGroupIds ?? []}
              onApply={(customerGroupIds) => update({ customerGroupIds })}
            />
            <SourceCodeSection
              value={state.context.sourceCode}
              onApply={(sourceCode) => update({ sourceCode })}
              onRemove={() => update({ sourceCode: undefined })}
            />
            <QualifierSection
              kind="custom"
              value={state.context.customQualifiers ?? {}}
              onChange={(customQualifiers) => update({ customQualifiers })}
            />
            <QualifierSection
              kind="assignment"
              value={state.context.assignmentQualifiers ?? {}}
              onChange={(assignmentQualifiers) => update({ assignmentQualifiers })}
            />
            <div className="mt-2 flex flex-wrap gap-2">
              <button
                type="button"
                className={TOOL_BUTTON}
                disabled={state.saving}
                onClick={() => void save(state.context)}
              >
                <FormattedMessage id="toolkit.refresh" defaultMessage="Refresh" />
              </button>
              <button type="button" className={TOOL_BUTTON} disabled={state.saving} onClick={() => void save({})}>
                <FormattedMessage id="toolkit.clear_all" defaultMessage="Clear All" />
              </button>
              <button type="button" className={TOOL_BUTTON} onClick={() => void exit()}>
                <FormattedMessage id="toolkit.exit" defaultMessage="Exit" />
              </button>
            </div>
          </div>
        )}
      </Drawer>
    </>
  );
}
