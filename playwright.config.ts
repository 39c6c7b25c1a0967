import { defineConfig, devices } from '@playwright/test'
import { SSO_PARTNER } from './tests/e2e/pages/sso-partner'

/** The e2e server gets its own port and a fresh data dir each run. */
const PORT = Number(process.env.E2E_PORT ?? 8181)

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results',
  fullyParallel: true,
  // Two browsers on the two cores CI has (shared with the e2e server); E2E_WORKERS=1 for a machine busier still.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  // No retries: a journey that passes only on its second try is a bug to find, not to hide.
  retries: 0,
  // Each browser draws the 3D tour with software WebGL (SwiftShader) on a shared core, so a step that takes
  // 0.2 s on a desktop can take several seconds here: on a machine busy with other work too, the longest journeys
  // (register, sign in, axe and screenshots) took 50 to 66 s. Waits end as soon as their condition holds, so these
  // limits cost time only when something is really broken; tour waits get longer (TOUR_TIMEOUT in pages/tour).
  timeout: 90_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: 'retain-on-failure',
    // The service worker would answer requests the journeys fail or watch on purpose; offline.spec.ts allows it.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      // This machine has no network: without these Chromium keeps dialling Google's hosts at every start.
      args: [
        '--no-sandbox',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } } },
    {
      name: 'phone',
      use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 } },
      // Rules the server enforces, the content security policy and the embed API's messages are the same on any
      // screen; their journeys run once, on desktop. Everything with a layout of its own runs on both.
      // The change journeys change the demo's orders, so they run once; order-change-layout.spec.ts runs on both.
      testIgnore: [
        '**/listing-access.spec.ts',
        '**/tour-embed.spec.ts',
        '**/tour-embed-v2.spec.ts',
        '**/page-security.spec.ts',
        '**/order-change.spec.ts',
      ],
      // Single journeys of that kind elsewhere carry the ONE_SCREEN tag (tests/e2e/pages/screens.ts).
      grepInvert: /@one-screen/,
    },
  ],
  webServer: {
    command: 'rm -rf .tmp/e2e-data && tsx server/main.ts',
    url: `http://127.0.0.1:${PORT}/api/v1/health`,
    // The rendered demo houses live outside the throwaway data dir, so only the first run renders them.
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: '.tmp/e2e-data',
      MEDIA_DIR: '.tmp/demo-media',
      LOG_LEVEL: 'silent',
      // The tour consoles' address, so the journeys see the links internal admins get (nobody else does).
      CONSOLE_URL: 'https://consoles.showhome.example/{console}/{tourId}',
      // Where the contact tier's messages go (issue 18), read back from the outbox by the checkout journeys.
      SALES_EMAIL: 'sales@showhome.example',
      // A partner site whose single sign-on makes accounts for the password-reset journeys (pages/sso-partner.ts).
      SSO_PARTNERS: `${SSO_PARTNER.origin}=${SSO_PARTNER.secret}`,
    },
    reuseExistingServer: false,
    timeout: 400_000,
    stdout: 'pipe',
  },
})
