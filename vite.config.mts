import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The renderer is built once and served by the Express service (and loaded by Electron).
export default defineConfig({
  root: 'renderer',
  plugins: [react()],
  build: { outDir: '../dist/renderer', emptyOutDir: true },
  server: {
    // Images too: they are served by the API, to those who may see them.
    proxy: { '/api': 'http://localhost:3000', '/uploads': 'http://localhost:3000', '/socket.io': { target: 'http://localhost:3000', ws: true } },
  },
});
