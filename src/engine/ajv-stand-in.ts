// The browser build gives the rule files this module instead of Ajv (see
// scripts/vite-precompiled-validators.ts). The rules' keyword definitions call Ajv's code generator only
// inside `code()`, which runs when a schema is compiled — never in the browser, whose validators were
// generated at build time. So the definitions may load, but must never run: each stand-in throws.

function notInBrowser(): never {
  throw new Error('Ajv does not run in the browser: validators are generated at build time');
}

/** Stand-in for Ajv's code template tag. */
export function _(): never {
  return notInBrowser();
}

/** Stand-in for Ajv's code name class. */
export class Name {
  constructor() {
    notInBrowser();
  }
}

/** Stand-in for Ajv's `useFunc` (ajv/dist/compile/util.js). */
export function useFunc(): never {
  return notInBrowser();
}

/** Stand-in for Ajv's `usePattern` (ajv/dist/vocabularies/code.js). */
export function usePattern(): never {
  return notInBrowser();
}
