// Types of test-phases.mjs for vitest.config.ts (which tsc checks with e2e/support).
export declare const PGLITE_MARKER: RegExp;
/** The server's test files split by the rules of test-phases.mjs, as paths relative to the repository root. */
export declare function serverTestPhases(): { unit: string[]; api: string[]; pglite: string[] };
/** The server's module folders by group: one PGlite smoke per group none of whose files is marked. */
export declare const MODULE_GROUPS: Record<string, string[]>;
/** The group of a server file (absolute path): `platform` outside modules/, undefined for an unlisted module. */
export declare function moduleGroupOf(file: string): string | undefined;
/** Module folders that no group lists. */
export declare function ungroupedModules(): string[];
