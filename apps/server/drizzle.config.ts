import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  // Each module declares the tables it owns (modules/<name>/<name>.tables.ts).
  schema: './src/modules/*/*.tables.ts',
  out: './src/db/migrations',
});
