// Types of test-phases.mjs for vitest.config.ts (which tsc checks with e2e/support).
export declare const PGLITE_MARKER: RegExp;
/** The server's test files split by the rules of test-phases.mjs, as paths relative to the repository root. */
export declare function serverTestPhases(): { unit: string[]; api: string[]; pglite: string[] };
