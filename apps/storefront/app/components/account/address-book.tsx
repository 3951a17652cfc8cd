import type { CustomerAddress } from '@ridgeline/sdk';
import { useEffect, useState } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { useFetcher } from 'react-router';
import type { AccountActionResult } from '~/lib/account/account.server';
import { parseSavedAddress } from '~/lib/forms/account';
import { AddressFields } from '../checkout/address-fields';
import { AddressSummary } from '../checkout/address-summary';
import { Alert } from '../ui/alert';
import { DialogFrame } from '../ui/drawer';
import { TextField } from '../ui/text-field';
import { useToast } from '../ui/toaster';
import { useAccountForm } from './use-account-form';

const m = defineMessages({
  add: { id: 'addresses.add', defaultMessage: 'Add New Address' },
  edit: { id: 'addresses.edit', defaultMessage: 'Edit' },
  editTitle: { id: 'addresses.edit_title', defaultMessage: 'Edit Address' },
  remove: { id: 'addresses.delete', defaultMessage: 'Delete' },
  makeDefault: { id: 'addresses.make_default', defaultMessage: 'Make Default' },
  isDefault: { id: 'addresses.default', defaultMessage: 'Default' },
  name: { id: 'addresses.name', defaultMessage: 'Address Name' },
  nameHint: { id: 'addresses.name_hint', defaultMessage: 'For example Home or Work.' },
  preferred: { id: 'addresses.preferred', defaultMessage: 'Make this my default address' },
  save: { id: 'addresses.save', defaultMessage: 'Save Address' },
  saving: { id: 'addresses.saving', defaultMessage: 'Saving…' },
  cancel: { id: 'addresses.cancel', defaultMessage: 'Cancel' },
  saved: { id: 'addresses.saved', defaultMessage: 'Address saved.' },
  deleted: { id: 'addresses.deleted', defaultMessage: 'Address deleted.' },
  defaultSet: { id: 'addresses.default_set', defaultMessage: 'Default address updated.' },
  confirmTitle: { id: 'addresses.confirm_title', defaultMessage: 'Delete this address?' },
  confirm: { id: 'addresses.confirm_delete', defaultMessage: 'Yes, Delete' },
  empty: { id: 'addresses.empty', defaultMessage: 'You have no saved addresses yet.' },
  list: { id: 'addresses.list', defaultMessage: 'Saved addresses' },
});

const dialogClass =
  'm-auto max-h-[92vh] w-[min(40rem,94vw)] overflow-y-auto rounded-lg bg-white p-5 shadow-xl backdrop:bg-black/40';

/** The add or edit form of an address, in a dialog. */
function AddressDialog({ address, onClose }: { address?: CustomerAddress; onClose: () => void }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const toast = useToast();
  const form = useAccountForm(
    (values) => {
      const parsed = parseSavedAddress(values);
      return parsed.success ? {} : parsed.fieldErrors;
    },
    () => {
      toast({ title: t(m.saved), status: 'success' });
      onClose();
    },
  );
  return (
    <DialogFrame open onClose={onClose} title={t(address ? m.editTitle : m.add)} className={dialogClass}>
      <form.fetcher.Form {...form.formProps}>
        <input type="hidden" name="intent" value={address ? 'update' : 'create'} />
        {address ? <input type="hidden" name="currentAddressId" value={address.addressId} /> : null}
        {form.formError ? (
          <div className="mb-4">
            <Alert status="error">{form.formError}</Alert>
          </div>
        ) : null}
        <TextField
          className="mb-4"
          label={t(m.name)}
          name="addressId"
          defaultValue={address?.addressId}
          maxLength={50}
          hint={t(m.nameHint)}
          error={form.errorOf('addressId')}
          required
        />
        <AddressFields initial={address} errorOf={form.errorOf} />
        {address?.preferred ? null : (
          <label className="mt-4 flex items-center gap-2">
            <input type="checkbox" name="preferred" />
            <span>{t(m.preferred)}</span>
          </label>
        )}
        <div className="mt-6 flex flex-wrap gap-3">
          <button
            type="submit"
            disabled={form.busy}
            className="rounded bg-brand px-6 py-2.5 font-semibold text-white disabled:opacity-50"
          >
            {t(form.busy ? m.saving : m.save)}
          </button>
          <button type="button" onClick={onClose} className="rounded border border-ink px-6 py-2.5 font-semibold">
            {t(m.cancel)}
          </button>
        </div>
      </form.fetcher.Form>
    </DialogFrame>
  );
}

/** The delete confirmation: nothing is deleted until the customer says so. */
function DeleteDialog({ address, onClose }: { address: CustomerAddress; onClose: () => void }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const toast = useToast();
  const fetcher = useFetcher<AccountActionResult>();
  const answer = fetcher.state === 'idle' ? fetcher.data : undefined;
  useEffect(() => {
    if (!answer?.ok) return;
    toast({ title: t(m.deleted), status: 'success' });
    onClose();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per answer
  }, [answer]);
  return (
    <DialogFrame open onClose={onClose} title={t(m.confirmTitle)} className={dialogClass}>
      <p>
        <FormattedMessage
          id="addresses.confirm_text"
          defaultMessage="{name} will be removed from your address book. This cannot be undone."
          values={{ name: <strong>{address.addressId}</strong> }}
        />
      </p>
      {answer && !answer.ok && answer.formError ? (
        <div className="mt-4">
          <Alert status="error">{answer.formError}</Alert>
        </div>
      ) : null}
      <fetcher.Form method="post" className="mt-6 flex flex-wrap gap-3">
        <input type="hidden" name="intent" value="delete" />
        <input type="hidden" name="currentAddressId" value={address.addressId} />
        <button
          type="submit"
          disabled={fetcher.state !== 'idle'}
          className="rounded bg-red-800 px-6 py-2.5 font-semibold text-white disabled:opacity-50"
        >
          {t(m.confirm)}
        </button>
        <button type="button" onClick={onClose} className="rounded border border-ink px-6 py-2.5 font-semibold">
          {t(m.cancel)}
        </button>
      </fetcher.Form>
    </DialogFrame>
  );
}

/** One fetcher for every Make Default button: its answer outlives the button, which goes once the address is the default. */
const DEFAULT_FETCHER = 'address-make-default';

function MakeDefault({ address }: { address: CustomerAddress }) {
  const intl = useIntl();
  const fetcher = useFetcher<AccountActionResult>({ key: DEFAULT_FETCHER });
  return (
    <fetcher.Form method="post">
      <input type="hidden" name="intent" value="default" />
      <input type="hidden" name="currentAddressId" value={address.addressId} />
      <button
        type="submit"
        disabled={fetcher.state !== 'idle'}
        aria-label={intl.formatMessage(
          { id: 'addresses.make_default_named', defaultMessage: 'Make {name} my default address' },
          { name: address.addressId },
        )}
        className="font-semibold underline underline-offset-2 disabled:opacity-50"
      >
        {intl.formatMessage(m.makeDefault)}
      </button>
    </fetcher.Form>
  );
}

function useDefaultToast() {
  const intl = useIntl();
  const toast = useToast();
  const fetcher = useFetcher<AccountActionResult>({ key: DEFAULT_FETCHER });
  const answer = fetcher.state === 'idle' ? fetcher.data : undefined;
  useEffect(() => {
    if (answer?.ok) toast({ title: intl.formatMessage(m.defaultSet), status: 'success' });
    else if (answer?.formError) toast({ title: answer.formError, status: 'error' });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per answer
  }, [answer]);
}

type Open = { kind: 'add' } | { kind: 'edit'; address: CustomerAddress } | { kind: 'delete'; address: CustomerAddress };

/** The address book: the saved addresses (default first), add, edit, make default, delete with a confirmation. */
export function AddressBook({ addresses }: { addresses: CustomerAddress[] }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const [open, setOpen] = useState<Open | null>(null);
  const close = () => setOpen(null);
  useDefaultToast();
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen({ kind: 'add' })}
        className="mt-6 rounded bg-brand px-6 py-2.5 font-semibold text-white"
      >
        {t(m.add)}
      </button>
      {addresses.length === 0 ? (
        <p className="mt-6">{t(m.empty)}</p>
      ) : (
        <ul aria-label={t(m.list)} className="mt-6 grid gap-4 sm:grid-cols-2">
          {addresses.map((address) => (
            <li key={address.addressId} className="rounded border border-neutral-300 p-4">
              <div className="flex items-center justify-between gap-2">
                <h2 className="font-bold">{address.addressId}</h2>
                {address.preferred ? (
                  <span className="rounded bg-theme px-2 py-0.5 text-sm font-semibold">{t(m.isDefault)}</span>
                ) : null}
              </div>
              <div className="mt-2">
                <AddressSummary address={address} />
              </div>
              <div className="mt-4 flex flex-wrap gap-4">
                <button
                  type="button"
                  onClick={() => setOpen({ kind: 'edit', address })}
                  aria-label={intl.formatMessage(
                    { id: 'addresses.edit_named', defaultMessage: 'Edit {name}' },
                    { name: address.addressId },
                  )}
                  className="font-semibold underline underline-offset-2"
                >
                  {t(m.edit)}
                </button>
                {address.preferred ? null : <MakeDefault address={address} />}
                <button
                  type="button"
                  onClick={() => setOpen({ kind: 'delete', address })}
                  aria-label={intl.formatMessage(
                    { id: 'addresses.delete_named', defaultMessage: 'Delete {name}' },
                    { name: address.addressId },
                  )}
                  className="font-semibold text-red-800 underline underline-offset-2"
                >
                  {t(m.remove)}
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {open?.kind === 'add' ? <AddressDialog onClose={close} /> : null}
      {open?.kind === 'edit' ? (
        <AddressDialog key={open.address.addressId} address={open.address} onClose={close} />
      ) : null}
      {open?.kind === 'delete' ? <DeleteDialog address={open.address} onClose={close} /> : null}
    </>
  );
}
