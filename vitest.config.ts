import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'

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
  },
})

export default defineConfig({
  plugins: [react()],
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          include: ['tests/{domain,schemas,machines,services,demo,embed}/**/*.test.{ts,tsx}'],
        },
      },
      // Views need a DOM; jsdom costs seconds per file, so only these tests pay for it.
      {
        extends: true,
        test: { name: 'ui', environment: 'jsdom', include: ['tests/ui/**/*.test.{ts,tsx}'] },
      },
      serverProject('server', { TEST_DB: 'pglite' }),
      // The same suite against real PostgreSQL; scripts/test.sh starts a throwaway server and sets the URL.
      ...(process.env.TEST_DATABASE_URL ? [serverProject('server-postgres', { TEST_DB: 'postgres' })] : []),
    ],
  },
})
