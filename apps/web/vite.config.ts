import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { offlineShell } from './offline/plugin.ts';
import { precompress } from './precompress.ts';

const api = process.env.KIBO_API ?? 'http://localhost:8080';

export default defineConfig({
  plugins: [react(), offlineShell(), precompress()],
  server: { proxy: { '/api': api, '/brand': api } },
  build: {
    target: 'es2022',
    chunkSizeWarningLimit: 2000,
    reportCompressedSize: false,
    // Zod and the switch that keeps it from probing for eval in one chunk, the switch first
    // (src/platform/zod-jitless.ts): a shared chunk that declares schemas may run before main.tsx.
    rolldownOptions: {
      output: { codeSplitting: { groups: [{ name: 'zod', test: /node_modules[\\/]zod[\\/]|zod-jitless/ }] } },
    },
  },
});
