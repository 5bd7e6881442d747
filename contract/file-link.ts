import * as v from 'valibot';

/** Reply of GET /donation/{id}/url, /voucher/{id}/url and /report/{id}/url: a time-limited link. */
export const fileLinkSchema = v.object({ url: v.string() });
export type FileLink = v.InferOutput<typeof fileLinkSchema>;
