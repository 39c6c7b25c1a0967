// A single sign-on partner the e2e server trusts (SSO_PARTNERS in playwright.config.ts), so a journey can have an
// account made the way a partner's site makes one (POST /sso/verify, SPEC §7): verified, with no password until the
// person resets it (docs/server-behaviour.md). The server does not ration these as it does registrations, whose 20
// an hour per client address the registration and checkout journeys already spend (password-reset.journeys.spec.ts).
// No imports: the Playwright config reads it.
export const SSO_PARTNER = {
  origin: 'https://partner.showhome.example',
  secret: 'e2e-partner-secret-e2e-partner-secret-0123',
} as const
