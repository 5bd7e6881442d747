import * as v from 'valibot';

/** POST /cards/{número}/recall and POST /donations/{id}/recall: how many vouchers were asked back now. */
export const recallAnswerSchema = v.object({ recalled: v.number() });
export type RecallAnswer = v.InferOutput<typeof recallAnswerSchema>;
