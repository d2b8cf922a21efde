import { fileURLToPath } from 'node:url';

/** The repository root (this file is `src/server/paths.ts`), for reading `schemas/`, `fixtures/` and `dist/`. */
export const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
