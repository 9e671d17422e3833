import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const api = process.env.KIBO_API ?? 'http://localhost:8080';

export default defineConfig({
  plugins: [react()],
  server: { proxy: { '/api': api, '/brand': api } },
  // The manifest lets `npm run bench` weigh exactly what the login page loads.
  build: { target: 'es2022', chunkSizeWarningLimit: 2000, reportCompressedSize: false, manifest: true },
});
