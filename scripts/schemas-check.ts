// `npm run schemas:check [repository]`: the analysts' JSON checked (scripts/schemas-check/check.ts); every
// problem with its file and place. The repository defaults to this one; the mutation script passes a copy.
import { join } from 'node:path';
import { checkRepository } from './schemas-check/check';

const repo = process.argv[2] ?? join(import.meta.dirname, '..');
const { problems, sections } = checkRepository(repo);
if (problems.length > 0) {
  console.error(problems.join('\n'));
  process.exit(1);
}
console.log(`schemas:check: ${sections} sections and their forms are consistent`);
