import { lowerPasswordCostForTests } from '../lib/password.ts';

// API test setup (vitest.config.ts) and the template's global setup: the demo accounts' and the tests' own
// password hashes at scrypt N=2^10 instead of 2^15 (lib/password.ts says why). Verification reads N from each
// hash, so the login path, the dummy hash for an unknown account and the hash format are the production ones.
lowerPasswordCostForTests(1024);
