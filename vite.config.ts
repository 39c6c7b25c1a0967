import { tanstackRouter } from '@tanstack/router-plugin/vite'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

/** The backend `npm run dev:server` starts; the dev server forwards API calls to it. */
const backend = process.env.BACKEND_URL ?? 'http://localhost:8080'

export default defineConfig({
  plugins: [
    // The router plugin must come before react() so route files are code-split before JSX is compiled.
    tanstackRouter({
      target: 'react',
      routesDirectory: './src/ui/routes',
      generatedRouteTree: './src/routeTree.gen.ts',
      autoCodeSplitting: true,
    }),
    react(),
  ],
  // The manifest lets scripts/prerender.ts link each prerendered page's route-chunk CSS.
  // charts.html is the chart gallery (/dev/charts, internal admins only): a second entry, so the product's pages
  // carry none of it.
  build: {
    outDir: 'dist',
    sourcemap: true,
    target: 'es2022',
    manifest: true,
    rollupOptions: { input: { main: 'index.html', charts: 'charts.html' } },
  },
  server: {
    proxy: Object.fromEntries(['/api', '/auth', '/finance', '/media', '/dev'].map((p) => [p, backend])),
  },
})
