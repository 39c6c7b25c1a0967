// Every journey through the account dialog's REGISTER and VERIFY tabs (tests/journeys/account-register.journeys.ts),
// driven through the real app in jsdom: the person's typing, the terms box, clicks and Escape, over a fake auth
// server that answers as the real one does (one account already taken, a six-digit code mailed on registering and
// on asking again, the newest one right). The same journeys run in Chromium against the real server
// (tests/e2e/account-register.journeys.spec.ts).
import { randomInt } from 'node:crypto'
import { cleanup } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { RegisterRequest } from '../../src/schemas/api/auth'
import type { User } from '../../src/schemas/User'
import { FieldErrors } from '../../src/services/errors'
import { MEMBER } from '../journeys/account-dialog.journeys'
import {
  accountRegisterFlow,
  CODE_NOT_RIGHT,
  EMAIL_TAKEN,
  FIX_FIELDS,
  registrationsIn,
} from '../journeys/account-register.journeys'
import { journeysOf, resolvingMailedCodes } from '../journeys/journey'
import { driveInDom, mountApp } from '../support/journey-dom'
import { installDialogPolyfill } from '../support/jsdom-dialog'

beforeAll(installDialogPolyfill)
afterEach(cleanup)

/** A six-digit code that is not the given one. */

/**
 * The auth server's registration side as server/http/auth.ts has it: an address with an account is refused on the
 * field, registering signs the newcomer in and mails a code, asking again mails a new one (the old one no longer
 * works), and only the newest code verifies. Its outbox is where the journey reads the code, as the browser reads
 * the dev outbox.
 */
function registrationServer() {
  const accounts = new Set<string>([MEMBER.email])
  let session: User | null = null
  let mailed: string | undefined
  const mail = () => {
    mailed = String(randomInt(0, 1_000_000)).padStart(6, '0')
  }
  const respond = (path: string, request: unknown) => {
    switch (path) {
      case '/user/current':
        return { user: session }
      case '/user/register': {
        const { firstName, lastName, email } = request as RegisterRequest
        const address = email.toLowerCase()
        if (accounts.has(address)) throw new FieldErrors({ fieldErrors: { email: EMAIL_TAKEN }, message: FIX_FIELDS })
        accounts.add(address)
        session = { firstName, lastName, email: address, isVerified: false }
        mail()
        return { user: session }
      }
      case '/user/register/code':
        mail()
        return { ok: true }
      case '/user/register/verify': {
        const { code } = request as { code: string }
        if (!session || code.trim() !== mailed) {
          throw new FieldErrors({ fieldErrors: { code: CODE_NOT_RIGHT }, message: FIX_FIELDS })
        }
        mailed = undefined
        session = { ...session, isVerified: true }
        return { user: session }
      }
      default:
        throw new Error(`The registration journeys make no ${path} call`)
    }
  }
  const resolve = resolvingMailedCodes(async () => {
    if (!mailed) throw new Error('No code was mailed yet')
    return mailed
  })
  return { respond, resolve }
}

const journeys = journeysOf(accountRegisterFlow)

describe('account dialog REGISTER and VERIFY journeys, in jsdom', () => {
  it('has a journey for every transition, few enough for the browser to run them all', () => {
    // Every move the chart takes from the empty form through VERIFY; the browser's limits allow 20 accounts an hour.
    expect(journeys.length).toBeGreaterThan(40)
    expect(journeys.length).toBeLessThan(100)
    expect(journeys.reduce((sum, journey) => sum + registrationsIn(journey), 0)).toBeLessThanOrEqual(18)
  })

  for (const journey of journeys) {
    it(journey.name, async () => {
      const server = registrationServer()
      const app = await mountApp({
        path: journey.opening.page,
        input: { user: null, adminElementsEnabled: false, mode: 'page' },
        respond: server.respond,
        held: new Set(['/user/register', '/user/register/code', '/user/register/verify']),
      })
      await driveInDom(journey, app, server.resolve)
    })
  }
})
