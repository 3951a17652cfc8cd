import { useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  ALL_OFF,
  ALL_ON,
  effectiveChoice,
  signalOn,
  type ConsentCategory,
  type ConsentChoice,
} from '~/lib/consent/consent';
import { chooseConsent } from '~/lib/consent/consent-choice';
import { consentSnapshot } from '~/lib/consent/consent-store';
import { DialogFrame } from '../ui/drawer';
import { CONSENT_BUTTON, CONSENT_BUTTON_PRIMARY } from './consent-buttons';

const DESCRIPTIONS: Record<ConsentCategory, ReactNode> = {
  analytics: (
    <FormattedMessage
      id="consent.analytics.description"
      defaultMessage="Measure visits and how the shop is used (pages viewed, searches, checkout steps) so we can improve it."
    />
  ),
  personalisation: (
    <FormattedMessage
      id="consent.personalisation.description"
      defaultMessage="Remember the products and categories you look at to recommend products to you."
    />
  ),
  marketing: (
    <FormattedMessage
      id="consent.marketing.description"
      defaultMessage="Let advertising partners show you relevant ads and measure them. Turning this off opts you out of the sale or sharing of your personal information."
    />
  ),
};

const NAMES: Record<ConsentCategory, ReactNode> = {
  analytics: <FormattedMessage id="consent.analytics" defaultMessage="Analytics" />,
  personalisation: <FormattedMessage id="consent.personalisation" defaultMessage="Personalization" />,
  marketing: <FormattedMessage id="consent.marketing" defaultMessage="Marketing" />,
};

/**
 * Cookie Preferences (decision 053): a modal dialog on the native <dialog> (focus kept inside,
 * Escape closes, focus goes back to the opener), one switch per optional category, and Save My
 * Choices, Accept All, Reject All. With the browser's privacy signal on the switches stay off and
 * say why.
 */
export function ConsentDialog({ onClose, onSaved }: { onClose: () => void; onSaved: () => void }) {
  const intl = useIntl();
  const current = consentSnapshot();
  const signal = signalOn(current.signal);
  const [choice, setChoice] = useState<ConsentChoice>(() =>
    effectiveChoice(current.stored, current.region, current.signal),
  );
  const save = (next: ConsentChoice) => {
    chooseConsent(next, 'dialog');
    onSaved();
  };
  return (
    <DialogFrame
      open
      onClose={onClose}
      title={intl.formatMessage({ id: 'consent.preferences', defaultMessage: 'Cookie Preferences' })}
      className="m-auto max-h-[90vh] w-[min(36rem,92vw)] overflow-y-auto rounded-lg bg-white p-6 shadow-xl backdrop:bg-black/40"
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          save(choice);
        }}
      >
        <p className="text-sm">
          <FormattedMessage
            id="consent.dialog.intro"
            defaultMessage="Choose which cookies and similar technologies we may use. You can change your mind at any time with Cookie Preferences at the bottom of every page."
          />
        </p>
        {signal ? (
          <p role="note" className="mt-3 rounded bg-theme px-3 py-2 text-sm">
            <FormattedMessage
              id="consent.dialog.signal"
              defaultMessage="Your browser sends a Global Privacy Control or Do Not Track signal. We honor it: analytics, personalization and marketing stay off."
            />
          </p>
        ) : null}
        <ul className="mt-4 divide-y divide-neutral-200">
          <li className="py-3">
            <div className="flex items-center justify-between gap-4">
              <span className="font-semibold" id="consent-necessary-name">
                <FormattedMessage id="consent.necessary" defaultMessage="Strictly Necessary" />
              </span>
              <span className="text-sm font-semibold">
                <FormattedMessage id="consent.always_active" defaultMessage="Always Active" />
              </span>
            </div>
            <p className="mt-1 text-sm text-neutral-700">
              <FormattedMessage
                id="consent.necessary.description"
                defaultMessage="Keep the shop working: your bag, sign-in, security and this choice. They cannot be turned off."
              />
            </p>
          </li>
          {(['analytics', 'personalisation', 'marketing'] as const).map((category) => (
            <li key={category} className="py-3">
              <div className="flex items-center justify-between gap-4">
                <label htmlFor={`consent-${category}`} className="font-semibold">
                  {NAMES[category]}
                </label>
                <input
                  id={`consent-${category}`}
                  type="checkbox"
                  role="switch"
                  className="size-6 accent-neutral-900"
                  checked={!signal && choice[category]}
                  disabled={signal}
                  aria-describedby={`consent-${category}-description`}
                  onChange={(event) => setChoice({ ...choice, [category]: event.target.checked })}
                />
              </div>
              <p id={`consent-${category}-description`} className="mt-1 text-sm text-neutral-700">
                {DESCRIPTIONS[category]}
              </p>
            </li>
          ))}
        </ul>
        <div className="mt-4 flex flex-wrap justify-end gap-2">
          <button type="button" className={CONSENT_BUTTON} onClick={() => save(ALL_OFF)}>
            <FormattedMessage id="consent.reject_all" defaultMessage="Reject All" />
          </button>
          <button type="button" className={CONSENT_BUTTON} onClick={() => save(ALL_ON)} disabled={signal}>
            <FormattedMessage id="consent.accept_all" defaultMessage="Accept All" />
          </button>
          <button type="submit" className={CONSENT_BUTTON_PRIMARY}>
            <FormattedMessage id="consent.save" defaultMessage="Save My Choices" />
          </button>
        </div>
      </form>
    </DialogFrame>
  );
}
