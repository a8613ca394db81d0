import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// The Fastify server (apps/server) answers the API and the product artwork in development.
const SERVER_ORIGIN = 'http://127.0.0.1:3000';
const proxy = { '/api': SERVER_ORIGIN, '/media': SERVER_ORIGIN };

export default defineConfig({
  // Explicit, so the config behaves the same from `npm run build -w` and from the root vitest run.
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react(), tailwindcss()],
  server: { proxy },
  preview: { proxy },
  build: { outDir: 'dist', emptyOutDir: true },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/testing/setup.ts'],
  },
});
