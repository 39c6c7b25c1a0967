import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'

/** View tests that replace a module (vi.mock): they need a module graph of their own. */
const MOCKS_MODULES = [
  'tests/ui/appointment-times.paths.test.tsx',
  'tests/ui/order-flow.address.test.tsx',
  'tests/ui/order-flow.journeys.test.tsx',
  'tests/ui/tour-engine.faces.test.ts',
  'tests/ui/tour-engine.prepare.test.ts',
  'tests/ui/tour-engine.test.ts',
]

/**
 * A journey through a real view takes a second or two; on a 2-core machine busy with other work it can take longer
 * than the default 5 s (the register and reset journey files once failed 93 of their 95 tests so, then passed as they
 * were). Waits end on what the view shows, so this only bounds a test that is really stuck.
 */
const VIEW_TEST_TIMEOUT = 30_000

const serverProject = (name: string, env: Record<string, string>) => ({
  extends: true as const,
  test: {
    name,
    environment: 'node' as const,
    include: ['tests/server/**/*.test.ts'],
    globalSetup: ['tests/support/database-template.ts'],
    env,
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // Vitest's default is one worker on two cores; these tests mostly wait on the database and on HTTP, so two
    // files at once finish the suite in 4.6 min instead of 7.5 on the 2-core machine CI uses.
    maxWorkers: 2,
    // One module graph per worker instead of one per file: each file imported the server (Hono, Kysely, Effect,
    // the schemas) afresh, which cost more than the tests (PGlite suite 258 s → 146 s on 2 cores). The files share
    // no state: each opens its own database and data dir, and the server keeps none at module level but caches
    // keyed by file path under that data dir.
    isolate: false,
  },
})

/** Every view test file waits for work a page started in the background (tests/support/ui-setup.ts). */
const UI_SETUP = 'tests/support/ui-setup.ts'

export default defineConfig({
  plugins: [react()],
  test: {
    // Vitest's default is one worker less than the cores, i.e. one on the 2-core machine CI uses: the unit and view
    // suites then ran their 252 s of tests one file after another. Two workers, as the server suites have.
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          // Pure tests share one module graph per worker instead of re-importing Effect, XState and the schemas for
          // each of 150 files: 28 s instead of 100 s on 2 cores. They leave no global state behind (no module mocks;
          // those that fake timers restore them).
          isolate: false,
          include: ['tests/{domain,schemas,machines,services,demo,embed,devtools,docs,journeys}/**/*.test.{ts,tsx}'],
        },
      },
      // Views need a DOM; jsdom costs seconds per file, so only these tests pay for it. They too share one module
      // graph and one DOM per worker (the UI suite 405 s → 215 s on a busy 2-core machine): each unmounts what it
      // rendered (cleanup), restores the timers it faked and only adds polyfills jsdom lacks; a shuffled order
      // passes too. The few that replace a module with vi.mock need a graph of their own.
      {
        extends: true,
        test: {
          name: 'ui',
          environment: 'jsdom',
          setupFiles: [UI_SETUP],
          isolate: false,
          include: ['tests/ui/**/*.test.{ts,tsx}'],
          exclude: MOCKS_MODULES,
          testTimeout: VIEW_TEST_TIMEOUT,
        },
      },
      {
        extends: true,
        test: {
          name: 'ui-isolated',
          environment: 'jsdom',
          setupFiles: [UI_SETUP],
          include: MOCKS_MODULES,
          testTimeout: VIEW_TEST_TIMEOUT,
        },
      },
      serverProject('server', { TEST_DB: 'pglite' }),
      // The same suite against real PostgreSQL; scripts/test.sh starts a throwaway server and sets the URL. Its
      // servers are two real processes sharing the database and one S3 bucket, each request going to the next in
      // turn (tests/support/test-server.ts, testServers): the proof that several processes serve as one.
      ...(process.env.TEST_DATABASE_URL
        ? [serverProject('server-postgres', { TEST_DB: 'postgres', TEST_SERVERS: 'two-processes' })]
        : []),
    ],
  },
})
