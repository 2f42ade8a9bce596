import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The test page, built to dist/ and served by the browser test (tooling/e2e/tests/exampleAdapter.spec.ts).
export default defineConfig({
  root: 'page',
  base: './',
  plugins: [react()],
  build: { outDir: '../dist', emptyOutDir: true },
});
