// Every journey through the account dialog's RESET tab (tests/journeys/password-reset.journeys.ts), driven through
// the real app in jsdom: the person's typing, clicks and Escape, over a fake auth server that answers as the real
// one does (a code mailed only to an address with an account, the newest code right, the new password the one that
// signs in). The three reset calls are held, so each busy label is checked. The same journeys run in Chromium
// against the real server (tests/e2e/password-reset.journeys.spec.ts).
import { randomInt } from 'node:crypto'
import { cleanup } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { ResetPasswordRequest, SignInRequest } from '../../src/schemas/api/auth'
import type { User } from '../../src/schemas/User'
import { FieldErrors, Unauthorized } from '../../src/services/errors'
import { WRONG_CREDENTIALS } from '../journeys/account-dialog.journeys'
import { journeysOf, resolvingMailedCodes } from '../journeys/journey'
import {
  CODE_NOT_RIGHT,
  codeRequestsIn,
  FIX_FIELDS,
  OWNER,
  passwordResetFlow,
} from '../journeys/password-reset.journeys'
import { driveInDom, mountApp } from '../support/journey-dom'
import { installDialogPolyfill } from '../support/jsdom-dialog'

beforeAll(installDialogPolyfill)
afterEach(cleanup)

/** A six-digit code that is not the given one. */

/**
 * The auth server's reset side as server/http/auth.ts has it: asking for a code answers ok for any address but
 * mails one only to an account's (asking again retires the old one); checking a code does not use it; saving the
 * password uses it, and from then on only the new password signs in. Its outbox is where the journey reads the code,
 * as the browser reads the dev outbox.
 */
function resetServer() {
  let password = 'the forgotten one'
  let session: User | null = null
  let mailed: string | undefined
  const refuse = (fieldErrors: Record<string, string>) => new FieldErrors({ fieldErrors, message: FIX_FIELDS })
  const checkCode = (email: string, code: string) => {
    if (email.trim().toLowerCase() !== OWNER.email || mailed === undefined)
      throw refuse({ code: 'That code has expired. Send a new one.' })
    if (code.trim() !== mailed) throw refuse({ code: CODE_NOT_RIGHT })
  }
  const respond = (path: string, request: unknown) => {
    switch (path) {
      case '/user/current':
        return { user: session }
      case '/user/password/code': {
        const { email } = request as { email: string }
        if (email.trim().toLowerCase() === OWNER.email) mailed = String(randomInt(0, 1_000_000)).padStart(6, '0')
        return { ok: true }
      }
      case '/user/password/verify': {
        const { email, code } = request as { email: string; code: string }
        checkCode(email, code)
        return { ok: true }
      }
      case '/user/password/submit': {
        const body = request as ResetPasswordRequest
        checkCode(body.email, body.code)
        mailed = undefined
        password = body.password
        return { ok: true }
      }
      case '/user/sign-in': {
        const { email, password: typed } = request as SignInRequest
        if (email.trim().toLowerCase() !== OWNER.email || typed !== password)
          throw new Unauthorized({ message: WRONG_CREDENTIALS })
        session = { ...OWNER, isVerified: true }
        return { user: session }
      }
      default:
        throw new Error(`The reset journeys make no ${path} call`)
    }
  }
  const resolve = resolvingMailedCodes(async () => {
    if (!mailed) throw new Error('No code was mailed yet')
    return mailed
  })
  return { respond, resolve }
}

const journeys = journeysOf(passwordResetFlow)

describe('account dialog RESET journeys, in jsdom', () => {
  it('has a journey for every transition, each asking for at most one code', () => {
    // Every move the chart takes from EMAIL to COMPLETE, and the dialog's ways out of each step.
    expect(journeys.length).toBeGreaterThan(20)
    expect(journeys.length).toBeLessThan(60)
    expect(Math.max(...journeys.map(codeRequestsIn))).toBe(1)
  })

  for (const journey of journeys) {
    it(journey.name, async () => {
      const server = resetServer()
      const app = await mountApp({
        path: journey.opening.page,
        input: { user: null, adminElementsEnabled: false, mode: 'page' },
        respond: server.respond,
        held: new Set(['/user/password/code', '/user/password/verify', '/user/password/submit']),
      })
      await driveInDom(journey, app, server.resolve)
    })
  }
})
