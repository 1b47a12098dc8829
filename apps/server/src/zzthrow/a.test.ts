import { test, expect } from 'vitest';
test('api a', () => { expect(process.env.DATABASE_URL ?? 'pglite').toBeTruthy(); });
test('api fail', () => { expect(1).toBe(2); });
