/**
 * A period's dates are in order (the first on or before the last) when both are given; an empty
 * or missing end leaves the period open. YYYY-MM-DD compares as text. The rule of every filter
 * with a period (donations, exports, the overview, the access log), in the browser and the server.
 */
export const datesInOrder = (from: string | undefined, to: string | undefined): boolean =>
  !from || !to || from <= to;
