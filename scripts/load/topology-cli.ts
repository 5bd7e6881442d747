/**
 * `npm run topology -- balanced` (or pglite, postgres): starts the reference topology with a small
 * campaign (SHAPE: leaders,cards; default 20,10), prints where everything is, and stops it all on
 * Ctrl-C or SIGTERM.
 */
import { seedCampaign } from './bench-data.ts';
import { startTopology, TOPOLOGIES, type TopologyKind } from './topology.ts';

const kind = (process.argv[2] ?? 'balanced') as TopologyKind;
if (!TOPOLOGIES.includes(kind)) throw new Error(`topology must be one of ${TOPOLOGIES.join(', ')}`);
const [leaders = 20, cards = 10] = (process.env.SHAPE ?? '').split(',').filter(Boolean).map(Number);

const topology = await startTopology(kind, {
  seed: async (db, protection) => {
    await seedCampaign(
      db,
      protection,
      {
        leaders,
        cardsPerLeader: cards,
        receiptsPerLeader: 1,
        totalDonations: leaders * 2,
        sites: 10,
      },
      new Date(),
    );
  },
});
console.log(`topology ${kind} up:`);
console.log(`  clients: ${topology.origin}`);
for (const instance of topology.instances)
  console.log(
    `  ${instance.name}: ${instance.url} (pid ${instance.pid()}), log ${instance.logFile}`,
  );
if (topology.balancer) console.log(`  haproxy pid ${topology.balancer.pid()}`);
if (topology.postgres) console.log(`  postgres: ${topology.postgres.adminUrl}`);
if (topology.s3) console.log(`  s3 (through the gate): ${topology.s3.endpoint}`);
console.log('Ctrl-C stops everything.');

let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  await topology.close();
  process.exit(0);
};
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
