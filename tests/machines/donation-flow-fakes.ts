// The donation fixtures live with the paths generated from them (the /machines page lists those too).
export { DONATION_ID, donationAt } from '#machines/donation-flow.paths.ts';
