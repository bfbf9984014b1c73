// npm run fuzz -- --seed <n> --count <n>: the fuzzing property of test/fuzz.e2e-spec.ts for as long as you like.
// Prints the seed, so a failure can be replayed exactly with the same two arguments.
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const { values } = parseArgs({ options: { seed: { type: 'string' }, count: { type: 'string', default: '100000' } } });
const seed = values.seed ?? String(Math.floor(Math.random() * 2 ** 31));
for (const [name, value] of [['--seed', seed], ['--count', values.count]]) {
  if (!/^\d+$/.test(value)) {
    console.error(`${name} must be a whole number; it is "${value}".`);
    process.exit(2);
  }
}
console.log(`Fuzzing ${values.count} requests with seed ${seed}`);
const api = join(dirname(fileURLToPath(import.meta.url)), '..');
const result = spawnSync('npx', ['jest', 'test/fuzz.e2e-spec.ts', '--testTimeout', '0'], {
  cwd: api,
  stdio: 'inherit',
  env: { ...process.env, FUZZ_SEED: seed, FUZZ_COUNT: values.count },
});
process.exit(result.status ?? 1);
