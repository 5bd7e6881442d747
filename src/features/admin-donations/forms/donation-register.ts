import * as v from 'valibot';
import { adminDonationsCopy } from '../copy.ts';
import { isCalendarDate } from '#contract/calendar-date.ts';
import { DONATION_ID_PATTERN } from '#contract/donation-id.ts';
import { MAX_QUANTITY, type NewDonation } from '#contract/donations.ts';
import { oneYearAfter } from '#src/lib/calendar-date.ts';

const text = adminDonationsCopy.register;

/** What the register form holds. leaderName and leaderLogin (masked) are only shown; leaderId is sent. */
export type DonationRegisterForm = {
  leaderName: string;
  leaderLogin: string;
  leaderId: string;
  siteId: string;
  donationId: string;
  quantity: string;
  sentDate: string;
};

export const emptyRegisterForm: DonationRegisterForm = {
  leaderName: '',
  leaderLogin: '',
  leaderId: '',
  siteId: '',
  donationId: '',
  quantity: '',
  sentDate: '',
};

/**
 * docs/product.md R6.9: leader, site, donation id, quantity and sent date are required; the id is
 * XX-00000000000000000, the quantity a whole number above zero, and the sent date at most one
 * year after `today` (YYYY-MM-DD in São Paulo).
 */
export function createDonationRegisterSchema(today: string) {
  const latest = oneYearAfter(today);
  return v.pipe(
    v.object({
      leaderName: v.string(),
      leaderLogin: v.string(),
      leaderId: v.pipe(v.string(), v.nonEmpty(text.leaderRequired)),
      siteId: v.pipe(
        v.string(),
        v.nonEmpty(text.siteRequired),
        v.regex(/^\d+$/, text.siteRequired),
      ),
      donationId: v.pipe(
        v.string(),
        v.trim(),
        v.toUpperCase(),
        v.nonEmpty(text.donationIdRequired),
        v.regex(DONATION_ID_PATTERN, text.donationIdFormat),
      ),
      quantity: v.pipe(
        v.string(),
        v.trim(),
        v.nonEmpty(text.quantityRequired),
        v.regex(/^\d+$/, text.quantityInvalid),
        v.check((value) => Number(value) >= 1, text.quantityInvalid),
        v.check((value) => Number(value) <= MAX_QUANTITY, text.quantityTooLarge),
      ),
      sentDate: v.pipe(
        v.string(),
        v.trim(),
        v.nonEmpty(text.sentDateRequired),
        v.check(isCalendarDate, text.sentDateInvalid),
        v.check((value) => value <= latest, text.sentDateTooLate),
      ),
    }),
    v.transform((form): NewDonation => ({
      leaderId: form.leaderId,
      siteId: Number(form.siteId),
      donationId: form.donationId,
      quantity: Number(form.quantity),
      sentDate: form.sentDate,
    })),
  );
}
