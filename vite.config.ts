import { tanstackRouter } from '@tanstack/router-plugin/vite'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { leanThree } from './scripts/lean-three'

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
    // The tour's three.js without the parts it never uses (scripts/lean-three.ts).
    leanThree(),
  ],
  // The manifest lets scripts/prerender.ts link each prerendered page's route-chunk CSS.
  // charts.html is the chart gallery (/dev/charts, internal admins only): a second entry, so the product's pages
  // carry none of it.
  build: {
    outDir: 'dist',
    sourcemap: true,
    target: 'es2022',
    manifest: true,
    rolldownOptions: {
      input: { main: 'index.html', charts: 'charts.html' },
      output: {
        // The libraries every page runs (React, the router, XState) in one chunk: one request and one gzip stream
        // instead of a dozen small shared chunks, 4.3 KB gzip less on every page (docs/benchmarks.md, issue 22), and
        // a file that stays cached across deploys that change only the product's code.
        codeSplitting: {
          groups: [
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|@tanstack|xstate|@xstate[\\/]react|use-sync-external-store|use-isomorphic-layout-effect)[\\/]/,
              priority: 20,
            },
          ],
        },
      },
    },
  },
  // Dev serves three's modules as they are, so the lean build's stand-ins apply there too (pre-bundling resolves a
  // dependency's imports without the project's plugins).
  optimizeDeps: { exclude: ['three'] },
  server: {
    proxy: Object.fromEntries(['/api', '/auth', '/finance', '/media', '/dev'].map((p) => [p, backend])),
  },
})
