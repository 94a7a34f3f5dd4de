/**
 * Vite config for the Seamline SPA: TanStack file routes (code-split per route), React,
 * Tailwind v4. `npm run dev` proxies `/api` and `/ws` to the local runtime (or any target
 * given in SEAMLINE_API_TARGET) so the browser sees one origin, as in the cloud.
 */
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { routePreloadsPlugin } from './boot/route-preloads.ts';

const apiTarget = process.env.SEAMLINE_API_TARGET ?? 'http://localhost:3001';
const proxy = {
  '/api': { target: apiTarget },
  '/ws': { target: apiTarget, ws: true },
  '/catalogue': { target: apiTarget },
};

export default defineConfig({
  plugins: [
    tanstackRouter({ target: 'react', autoCodeSplitting: true, quoteStyle: 'single' }),
    react(),
    tailwindcss(),
    routePreloadsPlugin(),
  ],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  server: { proxy },
  preview: { proxy },
  build: { target: 'es2022', sourcemap: true, manifest: true },
});
