// Single sign-on tokens (SPEC §7 /sso/verify): the claims' e-mail follows registration's rules.
import { describe, expect, it } from 'vitest'
import { signSsoToken, verifySsoToken } from '../../../server/auth/sso'

const PARTNER = 'https://partner.example'
const SECRET = 'partner-secret-partner-secret-0123456789'
const partners = new Map([[PARTNER, SECRET]])
const NOW_S = 1_750_000_000

const verify = (email: unknown) =>
  verifySsoToken(
    partners,
    PARTNER,
    signSsoToken(SECRET, { email, firstName: 'Pat', lastName: 'Partner', iat: NOW_S, exp: NOW_S + 300 } as never),
    NOW_S * 1000,
  )

describe('single sign-on e-mail', () => {
  it.each([
    ['pat@partner.example', 'pat@partner.example'],
    ['Pat.Smith+x@mail.partner.example', 'Pat.Smith+x@mail.partner.example'],
    [' pat@partner.example ', 'pat@partner.example'],
  ])('takes %j as %j', (email, expected) => {
    expect(verify(email)).toEqual({
      ok: true,
      claims: { email: expected, firstName: 'Pat', lastName: 'Partner', iat: NOW_S, exp: NOW_S + 300 },
    })
  })

  it.each([
    ['no domain', 'pat@'],
    ['no dot in the domain', 'pat@partner'],
    ['an empty domain label', 'pat@partner..example'],
    ['two @', 'pat@x@partner.example'],
    ['a space', 'pat smith@partner.example'],
    ['nothing', ''],
    ['not text', 42],
    ['no e-mail at all', undefined],
    ['too long', `${'a'.repeat(250)}@b.example`],
    // Long text on which the old pattern of its own backtracked quadratically (issue 15).
    ['the old pattern’s worst case', `\0@\0${'.\0'.repeat(40_000)}@`],
  ])('refuses %s', (_, email) => {
    expect(verify(email)).toEqual({ ok: false, reason: 'no e-mail' })
  })
})
