// Every journey through the account dialog's sign-in side (tests/journeys/account-dialog.journeys.ts), driven
// through the real app in jsdom: the person's clicks, typing and Escape, over a fake server that answers as the demo
// world does. The same journeys run in Chromium against the real server (tests/e2e/account-dialog.journeys.spec.ts).
import { cleanup } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { SignInRequest } from '../../src/schemas/api/auth'
import { Unauthorized } from '../../src/services/errors'
import { accountDialogFlow, DEMO_PASSWORD, MEMBER, WRONG_CREDENTIALS } from '../journeys/account-dialog.journeys'
import { journeysOf } from '../journeys/journey'
import { driveInDom, mountApp } from '../support/journey-dom'
import { installDialogPolyfill } from '../support/jsdom-dialog'

beforeAll(installDialogPolyfill)
afterEach(cleanup)

/** The auth server as the demo world has it: one member, one password, one answer for every wrong pair. */
function demoAuth(signedIn: boolean) {
  let session = signedIn
  return (path: string, request: unknown) => {
    switch (path) {
      case '/user/current':
        return { user: session ? MEMBER : null }
      case '/user/sign-in': {
        const { email, password } = request as SignInRequest
        if (email !== MEMBER.email || password !== DEMO_PASSWORD) throw new Unauthorized({ message: WRONG_CREDENTIALS })
        session = true
        return { user: MEMBER }
      }
      case '/user/sign-out':
        session = false
        return { user: null }
      default:
        throw new Error(`The account journeys make no ${path} call`)
    }
  }
}

const journeys = journeysOf(accountDialogFlow)

describe('account dialog journeys, in jsdom', () => {
  it('has a journey for every transition from each start', () => {
    // From the chart: the visitor's tabs, form checks, answers and ways out; the member's sign-out and close.
    expect(journeys.filter((j) => j.start === 'visitor').length).toBeGreaterThan(15)
    expect(journeys.filter((j) => j.start === 'member').map((j) => j.name)).toEqual([
      'member: signOut',
      'member: close',
      'member: signOut → signed out',
    ])
  })

  for (const journey of journeys) {
    it(journey.name, async () => {
      const signedIn = journey.opening.signedInAs !== null
      const app = await mountApp({
        path: journey.opening.page,
        input: { user: signedIn ? MEMBER : null, adminElementsEnabled: false, mode: 'page' },
        respond: demoAuth(signedIn),
        held: new Set(['/user/sign-in', '/user/sign-out']),
      })
      await driveInDom(journey, app)
    })
  }
})
