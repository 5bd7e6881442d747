import type { FieldErrors, Resolver } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import {
  deliveryEntrySchema,
  type DeliveryEntry,
  type DeliveryOutcome,
} from '#contract/leader-writes.ts';
import { MESSAGE_CONSENT_VERSION } from '#contract/message-consent.ts';
import { voucherDeliveryCopy } from '../voucher-delivery-copy.ts';
import type { PreparedPhoto } from '../../photo/prepared-photo.ts';

/**
 * The contract's entry schema validates it (contract/leader-writes.ts): one rule for the phone and
 * the server.
 */

export interface VoucherDeliveryValues {
  delivered: '' | 'true' | 'false';
  receivedName: string;
  receivedCpf: string;
  receivedContactNumber: string;
  receivedEmail: string;
  /** Asked only once a phone is typed. */
  messageConsent: boolean;
  leaderComment: string;
  photo: PreparedPhoto | null;
  wantsInvoice: 'no' | 'yes';
  invoice: PreparedPhoto | null;
}

export const emptyVoucherDelivery: VoucherDeliveryValues = {
  delivered: '',
  receivedName: '',
  receivedCpf: '',
  receivedContactNumber: '',
  receivedEmail: '',
  messageConsent: false,
  leaderComment: '',
  photo: null,
  wantsInvoice: 'no',
  invoice: null,
};

/** docs/product.md R4.4: recipient fields are cleared locally. */
export const recipientFields = [
  'receivedName',
  'receivedCpf',
  'receivedContactNumber',
  'receivedEmail',
  'messageConsent',
  'photo',
  'wantsInvoice',
  'invoice',
] as const satisfies readonly (keyof VoucherDeliveryValues)[];

const entryOf = ({
  photo,
  wantsInvoice,
  invoice,
  messageConsent,
  ...typed
}: VoucherDeliveryValues): DeliveryEntry => ({
  ...typed,
  messageConsent: messageConsent ? MESSAGE_CONSENT_VERSION : '',
  photo: photo?.file ?? null,
  invoice: wantsInvoice === 'yes' ? (invoice?.file ?? null) : null,
});

const entryResolver = valibotResolver(deliveryEntrySchema);

/** The contract's rules, plus the form's own: a 'Sim' to the invoice needs its photo. */
export const voucherDeliveryResolver: Resolver<
  VoucherDeliveryValues,
  unknown,
  DeliveryOutcome
> = async (values, context, options) => {
  const entry = await entryResolver(
    entryOf(values),
    context,
    options as unknown as Parameters<typeof entryResolver>[2],
  );
  const invoiceMissing =
    values.delivered === 'true' && values.wantsInvoice === 'yes' && values.invoice === null;
  if (!invoiceMissing) return entry as Awaited<ReturnType<typeof voucherDeliveryResolver>>;
  const errors: FieldErrors<VoucherDeliveryValues> = {
    ...(entry.errors as FieldErrors<VoucherDeliveryValues>),
    invoice: { type: 'required', message: voucherDeliveryCopy.invoiceRequired },
  };
  return { values: {}, errors };
};
