/** What every scenario gets: the running topology, the seeded accounts with their tokens, the photos. */
import type { BenchAccounts, BenchLeader } from './bench-data.ts';
import type { Topology } from './topology.ts';

export interface BenchContext {
  topology: Topology;
  accounts: BenchAccounts;
  /** Id tokens of the first leaders, for the scenarios that pick one per request. */
  tokens: Map<string, string>;
  /** Any leader's id token (minted once, kept). */
  tokenFor(leader: BenchLeader): Promise<string>;
  adminToken: string;
  photos: Buffer[];
  /** The next leader whose cards nobody delivered yet (each card can be delivered once). */
  nextLeader(): BenchLeader;
}

export function leaderPool(leaders: BenchLeader[]): () => BenchLeader {
  let next = 0;
  return () => {
    const leader = leaders[next];
    if (!leader) throw new Error(`all ${leaders.length} leaders used: seed more (BENCH_LEADERS)`);
    next += 1;
    return leader;
  };
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
