import * as v from 'valibot';

/** The leader search (GET /leaders?name=) starts at this many characters. */
export const LEADER_SEARCH_MIN = 3;

export const stateSchema = v.object({ state: v.string() });
export const stateListSchema = v.object({ states: v.array(stateSchema) });
export type StateList = v.InferOutput<typeof stateListSchema>;
export type StateOption = v.InferOutput<typeof stateSchema>;

export const citySchema = v.object({ city: v.string(), state: v.string() });
export const cityListSchema = v.object({ cities: v.array(citySchema) });
export type CityList = v.InferOutput<typeof cityListSchema>;
export type City = v.InferOutput<typeof citySchema>;

export const siteSchema = v.object({
  siteId: v.number(),
  name: v.string(),
  city: v.string(),
  state: v.string(),
});
export const siteListSchema = v.object({ sites: v.array(siteSchema) });
export type SiteList = v.InferOutput<typeof siteListSchema>;
export type Site = v.InferOutput<typeof siteSchema>;

/** A leader found by name: `id` names her in later calls; `login` is her CPF as the search may show it. */
export const leaderSchema = v.object({
  id: v.string(),
  name: v.string(),
  login: v.string(),
  /** The leader's own unit, when the account has one. */
  siteId: v.nullable(v.number()),
});
export const leaderListSchema = v.object({ leaders: v.array(leaderSchema) });
export type LeaderList = v.InferOutput<typeof leaderListSchema>;
export type Leader = v.InferOutput<typeof leaderSchema>;

/** The messages of POST /leaders/by-cpf. */
export const leaderByCpfMessages = {
  notFound: 'Nenhuma liderança com este CPF. Confira os números digitados.',
} as const;

/**
 * POST /leaders/by-cpf (admin; the body is `{ login }`, the CPF with or without the mask): the
 * leader the desk's filter then names by id, so the CPF never sits in a URL or the admin's storage.
 */
export const leaderMatchSchema = v.object({ id: v.string(), name: v.string() });
export type LeaderMatch = v.InferOutput<typeof leaderMatchSchema>;
