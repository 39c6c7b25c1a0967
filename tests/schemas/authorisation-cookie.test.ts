import { describe, expect, it } from 'vitest'
import { userFromCookies } from '../../src/schemas/authorisation-cookie'

const olive = { firstName: 'Olive', lastName: 'Owner', email: 'owner@showhome.example', isVerified: true }
const signed = (value: unknown) => `authorisation=${encodeURIComponent(`${JSON.stringify(value)}.c2lnbmF0dXJl`)}`

describe('the readable authorisation cookie (SPEC §3 User)', () => {
  it('reads the user the server signed', () => {
    expect(userFromCookies(`theme=dark; ${signed(olive)}; other=1`)).toEqual(olive)
  })

  it('reads older cookies with capitalised names', () => {
    expect(
      userFromCookies(signed({ FirstName: 'Olive', LastName: 'Owner', Email: olive.email, IsVerified: true })),
    ).toEqual(olive)
  })

  it.each([
    '',
    'theme=dark',
    'authorisation=',
    'authorisation=%7Bnot json.sig',
    signed({ firstName: 'Olive' }),
    signed({ ...olive, isVerified: 'yes' }),
    'authorisation=%E0%A4%A',
  ])('names nobody for %j', (header) => {
    expect(userFromCookies(header)).toBeNull()
  })

  it('does not confuse a cookie whose name merely ends the same', () => {
    expect(userFromCookies(`xauthorisation=${encodeURIComponent(JSON.stringify(olive))}`)).toBeNull()
  })
})
