import { defineConfig } from 'drizzle-kit';

// Only `generate` is used: migrations run from the app's own connection (see src/db/migrate.ts).
export default defineConfig({
  dialect: 'postgresql',
  schema: './apps/server/src/db/schema.ts',
  out: './apps/server/src/db/migrations',
});
