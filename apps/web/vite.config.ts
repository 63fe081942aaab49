import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// In development the SPA runs on Vite and proxies the API to a server started with
// `npm run dev:server` (PORT, default 3000). In production the server serves `dist/`.
const apiTarget = process.env.CRUCIBLE_API_URL ?? `http://127.0.0.1:${process.env.PORT ?? 3000}`;

export default defineConfig({
  plugins: [react()],
  server: {
    port: 5173,
    proxy: { '/api': { target: apiTarget, changeOrigin: false } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    chunkSizeWarningLimit: 600,
  },
});
