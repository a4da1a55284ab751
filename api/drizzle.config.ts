import { defineConfig } from 'drizzle-kit';

// `npx drizzle-kit generate --config api/drizzle.config.ts` writes a migration after a schema change.
export default defineConfig({
  dialect: 'postgresql',
  schema: './api/src/db/schema.ts',
  out: './api/drizzle',
});
