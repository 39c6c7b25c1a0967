// The configuration's list settings (METRICS_ALLOW, SSO_PARTNERS), parsed and checked entry by entry, and the error a
// bad setting stops the start with (server/config.ts).
import { ipRestriction } from 'hono/ip-restriction'

/** A setting that stops the start; its message names every bad variable. */
export class ConfigError extends Error {}

/** '127.0.0.1, 10.0.0.0/8, ::1' → the list; an entry that is no address or range stops the start. */
export function parseMetricsAllow(text: string): ReadonlyArray<string> {
  const entries = text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
  for (const entry of entries) {
    try {
      // Hono's own parser (the one that will check each request), so what passes here works there.
      ipRestriction(() => ({ remote: {} }), { allowList: [entry] })
    } catch {
      throw new ConfigError(
        `Invalid configuration:\n  METRICS_ALLOW: '${entry.slice(0, 60)}' is not an IP address or CIDR range such as 10.0.0.0/8`,
      )
    }
  }
  return entries
}

/** 'https://a.example=secret1,https://b.example=secret2' → origin → secret; a bad entry stops the start. */
export function parseSsoPartners(text: string): Map<string, string> {
  const partners = new Map<string, string>()
  for (const entry of text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)) {
    const eq = entry.indexOf('=')
    const origin = entry.slice(0, eq).trim()
    const secretText = entry.slice(eq + 1).trim()
    if (eq < 0 || !/^https?:\/\/[^/\s]+$/.test(origin) || secretText.length < 32) {
      throw new ConfigError(
        `Invalid configuration:\n  SSO_PARTNERS: '${entry.replace(/=.*/, '=…')}' must be origin=secret with a secret of 32+ characters`,
      )
    }
    partners.set(origin, secretText)
  }
  return partners
}
