import { defineConfig } from 'drizzle-kit';

// `npm run db:generate -w @portico/server` writes a new SQL migration after a schema change.
// Migrations are committed and applied at start (src/db/migrate.ts). Keep them PostgreSQL 15 SQL.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema',
  out: './src/db/migrations',
  strict: true,
});
