// `npm run fuzz`: the fuzz corpus of issue 13 at length (tests/server/fuzz/): invalid payloads across every
// write call of the server, each refused with a 4xx in time, and nothing written. A random seed, printed
// first; `FUZZ_SEED=<seed>` replays a run, `FUZZ_PAYLOADS=<n>` sets its size (100,000 by default) and
// `FUZZ_ONLY=<text>` keeps the calls whose key contains the text (a call's payloads do not depend on the others).
// The server runs on a temporary SQLite file; `npm test` runs the corpus on PostgreSQL too.
import { prepareCorpus } from '../tests/server/fuzz/prepare';
import { describeReport, reportLine } from '../tests/server/fuzz/report';
import { runCorpus } from '../tests/server/fuzz/run-corpus';

const seed = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : Math.floor(Math.random() * 2 ** 31);
const payloads = Number(process.env.FUZZ_PAYLOADS ?? 100_000);
if (!Number.isSafeInteger(seed) || !Number.isSafeInteger(payloads) || payloads < 1) {
  console.error('FUZZ_SEED and FUZZ_PAYLOADS must be whole numbers');
  process.exit(2);
}
console.log(`fuzz corpus: seed ${seed} (replay with FUZZ_SEED=${seed}), ${payloads} payloads`);

const started = performance.now();
const { session, calls, uncovered } = await prepareCorpus();
console.log(`prepared in ${((performance.now() - started) / 1000).toFixed(1)} s`);
let failed = false;
try {
  if (uncovered.length > 0) throw new Error(`write calls the corpus does not cover: ${uncovered.join(', ')}`);
  const only = process.env.FUZZ_ONLY;
  const chosen = only ? calls.filter((call) => call.key.includes(only)) : calls;
  const perCall = Math.ceil(payloads / chosen.length);
  const { reports, failures } = await runCorpus(session, chosen, {
    seed,
    runs: () => perCall,
    timeoutMs: 5_000,
    onCall: (report) => console.log(reportLine(report)),
  });
  console.log(describeReport(reports).split('\n').at(-1));
  if (failures.length > 0) throw new Error(failures.join('\n\n'));
} catch (error) {
  failed = true;
  console.error(error instanceof Error ? error.message : error);
  console.error(`seed ${seed}: replay with FUZZ_SEED=${seed} npm run fuzz`);
} finally {
  await session.close();
}
console.log(`${((performance.now() - started) / 1000).toFixed(1)} s`);
process.exit(failed ? 1 : 0);
