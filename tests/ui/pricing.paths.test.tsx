// Model-based test of the pricing page, which is also the Account page (SPEC §2, §9 Subscription pricing; issues 18,
// 19, 22): every transition of the pricing chart is replayed through the real PricingPage (its chart bound to a test
// runtime whose calls wait until the path answers them; the app chart beside it, whose session the page follows).
// Two models, both starting signed in: the pricing page (no listing: the toggle, the three ways into the checkout,
// its Close, a sign-out while it is open) and the Account page for a listing (its load and four answers, Try again,
// the toggle, sign-ins and sign-outs; two journeys open and close the Agent checkout across a sign-out and a
// sign-in). The toggle, the plan buttons, Close and Try again are the person's clicks; a session change comes from
// the app chart. Each state is checked in the DOM against the test's own account and the §9 price table worked out by hand:
// every card's and the comparison table's prices for the period on the toggle, the listing's own price under each
// plan (4,500 sq ft: the up-to-4,000 price and the cents per square foot above it), what the listing note says while
// it loads, once shown, unavailable or unreachable, the listing calls made (three tries before "unreachable"), and
// which checkout tab opens for the tier, the period and the session (the annual Agent charge is 12 × $269).
import { act, cleanup, fireEvent, waitFor, within } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { createActor, getInitialSnapshot, type SnapshotFrom } from 'xstate'
import { TestModel, type TestPath } from 'xstate/graph'
import { appMachine } from '../../src/machines/app/app.machine'
import { type PricingEvent, pricingMachine } from '../../src/machines/pricing/pricing.machine'
import type { PasscodeRequired } from '../../src/schemas/api/listing'
import type { Listing } from '../../src/schemas/Listing'
import type { User } from '../../src/schemas/User'
import { NotFound, Unreachable } from '../../src/services/errors'
import { PricingPage } from '../../src/ui/pages/marketing/PricingPage'
import { listing as listingJson } from '../schemas/fixtures/listing'
import { asExecutors, everyTransition, pathName, stateMatcher } from '../support/chart-paths'
import { heldCallsRuntime, settle } from '../support/held-calls'
import { installDialogPolyfill } from '../support/jsdom-dialog'
import { recordPaths } from '../support/recorded-paths'
import { renderInRouter } from '../support/render-in-router'

beforeAll(installDialogPolyfill)
afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

const LOAD = 'xstate.done.actor.0.pricing.listing.loading'
const LOAD_FAILED = 'xstate.error.actor.0.pricing.listing.loading'
type Snapshot = SnapshotFrom<typeof pricingMachine>
type ModelEvent =
  | PricingEvent
  | { type: 'xstate.done.actor.checkout' }
  | { type: typeof LOAD; output: Listing | PasscodeRequired }
  | { type: typeof LOAD_FAILED; error: unknown }

const VERA: User = { firstName: 'Vera', lastName: 'Verified', email: 'vera@example.com', isVerified: true }
const TOUR = '12-elm-st'
const LISTING = {
  ...(listingJson as unknown as Listing),
  tourName: TOUR,
  address: { ...(listingJson as unknown as Listing).address, street: '12 Elm St', unit: null },
  stats: { ...(listingJson as unknown as Listing).stats, areaPrimary: 4500, areaSecondary: null },
} as Listing
const PROTECTED: PasscodeRequired = { tourName: TOUR, passcodeRequired: true }
const unreachable = new Unreachable({ message: 'offline' })
/** SPEC §7: the listing call is tried 3 times; the waits between tries (150 ms, then doubled) are the retry's own. */
const RETRY_WAITS = [150, 300]

type Period = 'monthly' | 'annual'
/** SPEC §9's table as each card shows it: name, badge, ≤2000, ≤4000, cents above 4000, fee; then its terms line. */
const CARDS: Record<Period, ReadonlyArray<readonly string[]>> = {
  monthly: [
    ['Pay as you go', '', '$299', '$349', '10¢', 'None'],
    ['Agent', 'Save 5 %', '$284', '$332', '9.5¢', '$284 / month'],
    ['Team', 'Save 10 %', '$269', '$314', '9¢', '$1,345 / month'],
  ],
  annual: [
    ['Pay as you go', '', '$299', '$349', '10¢', 'None'],
    ['Agent', 'Save 10 %', '$269', '$314', '9¢', '$269 / month'],
    ['Team', 'Save 15 %', '$254', '$297', '8.5¢', '$1,270 / month'],
  ],
}
// floor(284 / 284) = floor(269 / 269) = 1 and floor(1345 / 269) = floor(1270 / 254) = 5 listings a month; a year
// is billed 12 × $269 = $3,228 and 12 × $1,270 = $15,240.
const TERMS: Record<Period, readonly string[]> = {
  monthly: [
    'Pay for each listing when you order it.',
    'Includes 1 listing a month. Billed monthly. 3-month initial term.',
    'Includes 5 listings a month. Billed monthly. 3-month initial term.',
  ],
  annual: [
    'Pay for each listing when you order it.',
    'Includes 1 listing a month. Billed $3,228 a year. 12-month initial term.',
    'Includes 5 listings a month. Billed $15,240 a year. 12-month initial term.',
  ],
}
const CTA = ['Order now', 'Choose Agent', 'Choose Team']
/** 4,500 sq ft: the up-to-4,000 price plus 500 × the cents above, e.g. Agent monthly $332 + 500 × 9.5¢ = $379.50. */
const LISTING_PRICES: Record<Period, readonly string[]> = {
  monthly: ['$399', '$379.50', '$359'],
  annual: ['$399', '$359', '$339.50'],
}
const TABLE: Record<Period, string[][]> = {
  monthly: [
    ['Up to 2,000 sq ft', '$299', '$284', '$269'],
    ['Up to 4,000 sq ft', '$349', '$332', '$314'],
    ['Each sq ft above 4,000', '10¢', '9.5¢', '9¢'],
    ['Monthly fee', '—', '$284', '$1,345'],
    ['Listings included a month', '—', '1', '5'],
    ['Discount', '—', '5 %', '10 %'],
    ['Initial term', 'None', '3 months', '3 months'],
  ],
  annual: [
    ['Up to 2,000 sq ft', '$299', '$269', '$254'],
    ['Up to 4,000 sq ft', '$349', '$314', '$297'],
    ['Each sq ft above 4,000', '10¢', '9¢', '8.5¢'],
    ['Monthly fee', '—', '$269', '$1,270'],
    ['Listings included a month', '—', '1', '5'],
    ['Discount', '—', '10 %', '15 %'],
    ['Initial term', 'None', '12 months', '12 months'],
  ],
}
/** The checkout's plan summary: Agent, due today in US dollars ($284, or 12 × $269 billed once a year). */
const AGENT_DUE: Record<Period, string> = { monthly: 'Due today (USD)$284.00', annual: 'Due today (USD)$3,228.00' }

const periodOf = (s: Snapshot) => (s.value as { period: Period }).period
const tierOf = (s: Snapshot) => (s.matches({ checkout: 'open' }) ? s.context.tier : null)
const toggleSession = (s: Snapshot): ModelEvent => ({ type: 'session.changed', user: s.context.user ? null : VERA })

type ListingState = 'none' | 'loading' | 'shown' | 'unavailable' | 'failed'
interface Account {
  period: Period
  user: User | null
  listing: ListingState
  /** The open checkout's tier, and whether the buyer was signed in when it opened. */
  checkout: { tier: 'AGENT' | 'TEAM' | 'CONTACT'; signedIn: boolean } | null
  /** Listing calls the page has made. */
  calls: number
}

async function mount(tourName: string | null) {
  const { pending, runtime } = heldCallsRuntime()
  const app = createActor(appMachine, { input: { user: VERA, adminElementsEnabled: false, mode: 'page' } }).start()
  const path = tourName ? `/account/${tourName}` : '/pricing'
  await renderInRouter(() => <PricingPage tourName={tourName} />, path, { app, runtime, embedded: false })
  await settle(() => {})
  return { pending, app }
}

const plansCards = () =>
  Array.from(document.querySelectorAll('section[aria-label="Plans"] > div > ul > li')).slice(0, 3)
const rows = () =>
  Array.from(document.querySelectorAll('table tbody tr')).map((tr) =>
    Array.from(tr.children).map((cell) => cell.textContent),
  )

/** The button in `where` a person knows by `name` (its text, or its label when it shows an icon). */
const button = (where: string, name: string) =>
  within(document.querySelector(where) as HTMLElement).getByRole('button', { name })

/** Everything the page shows for the test's account of it (found by selectors: role queries over the whole page
 * cost more than the rest of a path). */
function expectPage(at: Account, pending: ReadonlyArray<{ path: string; request: unknown }>) {
  const { period } = at
  const toggle = Array.from(document.querySelectorAll('fieldset button'))
  expect(toggle.map((b) => [b.textContent, b.getAttribute('aria-pressed')])).toEqual([
    ['Monthly', String(period === 'monthly')],
    ['Annualsave more', String(period === 'annual')],
  ])
  plansCards().forEach((card, i) => {
    const [name, badge, first, upTo4000, above, fee] = CARDS[period][i] as string[]
    const blurb = card.querySelector('p')?.textContent ?? ''
    const own = at.listing === 'shown' ? `12 Elm St${LISTING_PRICES[period][i]}` : ''
    expect(card.textContent?.replace(blurb, '')).toBe(
      `${name}${badge}${first}per listing up to 2,000 sq ftUp to 4,000 sq ft${upTo4000}Each sq ft above 4,000${above}` +
        `Plan fee${fee}${TERMS[period][i]}${own}${CTA[i]}`,
    )
  })
  expect(rows()).toEqual(TABLE[period])
  expect(document.querySelector('#compare-title')?.nextElementSibling?.textContent).toBe(
    `All prices per listing, with ${period} billing.`,
  )
  const note = document.querySelector('section[aria-label="Listing"]')
  const noteText = {
    none: null,
    loading: 'Finding 12-elm-st…',
    shown: 'Prices for 12 Elm St, 4,500 sq ft.',
    unavailable: '12-elm-st could not be found, or you cannot see it. The plans below apply to every listing.',
    failed: '12-elm-st could not be loaded: we could not reach the server. Try again',
  }[at.listing]
  expect(note?.textContent ?? null).toBe(noteText)
  if (note) expect(note.getAttribute('aria-busy')).toBe(String(at.listing === 'loading'))
  expect(note?.querySelector('[role="alert"] button')?.textContent ?? null).toBe(
    at.listing === 'failed' ? 'Try again' : null,
  )
  expect(pending.map((c) => [c.path, c.request])).toEqual(
    Array.from({ length: at.calls }, () => ['/listing/get', { tourName: TOUR, debugMode: false }]),
  )
  const dialog = document.querySelector('dialog[open]')
  if (!at.checkout) return expect(dialog).toBeNull()
  const heading = dialog?.querySelector('h2')?.textContent
  if (at.checkout.tier === 'CONTACT') return expect(heading).toBe('Talk to sales')
  const current = dialog?.querySelector('ol[aria-label="Checkout steps"] [aria-current="step"]')
  if (!at.checkout.signedIn) {
    expect(current?.textContent).toBe('1Account')
    return expect(dialog?.textContent).toContain('Create your account or sign in to subscribe.')
  }
  expect(current?.textContent).toBe('2Terms')
  expect(heading).toBe('Subscription terms')
  const summary = dialog?.querySelector('aside[aria-label="Order summary"]')?.textContent
  const plan = at.checkout.tier === 'AGENT' ? 'Agent plan' : 'Team plan'
  expect(summary).toContain(`${plan}Billed ${period === 'annual' ? 'annually · 12' : 'monthly · 3'}-month initial term`)
  if (at.checkout.tier === 'AGENT') expect(summary).toContain(AGENT_DUE[period])
}

/** A step's event with what tells it apart: the tier, the sign-in or sign-out, the listing's answer. */
const named = ({ event }: { event: ModelEvent }) => ({
  event: {
    type:
      event.type === 'choose'
        ? `choose ${event.tier}`
        : event.type === 'session.changed'
          ? event.user
            ? 'sign-in'
            : 'sign-out'
          : event.type === LOAD
            ? event.output === PROTECTED
              ? 'listing protected'
              : 'listing'
            : event.type === LOAD_FAILED
              ? event.error === unreachable
                ? 'listing unreachable'
                : 'listing not found'
              : event.type,
  },
})

function run(paths: Array<TestPath<Snapshot, ModelEvent>>, tourName: string | null) {
  for (const path of paths) {
    it(`reaches ${JSON.stringify(path.state.value)} by ${pathName({ steps: path.steps.map(named) })}`, async () => {
      const { pending, app } = await mount(tourName)
      const at: Account = {
        period: 'monthly',
        user: VERA,
        listing: tourName ? 'loading' : 'none',
        checkout: null,
        calls: tourName ? 1 : 0,
      }
      const check = () => expectPage(at, pending)
      const answer = (fn: (call: (typeof pending)[number]) => void) => settle(() => fn(pending.at(-1) as never))
      await path.test({
        states: { '*': check },
        events: asExecutors<ModelEvent>({
          'period.monthly': () => {
            at.period = 'monthly'
            fireEvent.click(button('fieldset', 'Monthly'))
          },
          'period.annual': () => {
            at.period = 'annual'
            fireEvent.click(button('fieldset', 'Annualsave more'))
          },
          choose: async ({ event }) => {
            at.checkout = { tier: event.tier, signedIn: at.user !== null }
            const name = { AGENT: 'Choose Agent', TEAM: 'Choose Team', CONTACT: 'Talk to sales' }[event.tier]
            fireEvent.click(button('section[aria-label="Plans"]', name))
            // The dialog's code loads on first use.
            await waitFor(() => expect(document.querySelector('dialog[open]')).not.toBeNull())
          },
          'xstate.done.actor.checkout': async () => {
            at.checkout = null
            await settle(() => fireEvent.click(button('dialog[open]', 'Close')))
          },
          'session.changed': async ({ event }) => {
            at.user = event.user
            // Who may see the listing depends on who is signed in: it is asked for again, off the page meanwhile.
            if (tourName) {
              at.listing = 'loading'
              at.calls++
            }
            await settle(() => app.send({ type: 'session.changed', user: event.user }))
          },
          'listing.retry': async () => {
            at.listing = 'loading'
            at.calls++
            await settle(() => fireEvent.click(button('section[aria-label="Listing"]', 'Try again')))
          },
          [LOAD]: async ({ event }) => {
            at.listing = event.output === PROTECTED ? 'unavailable' : 'shown'
            await answer((call) => call.resolve(event.output))
          },
          [LOAD_FAILED]: async ({ event }) => {
            if (event.error !== unreachable) {
              at.listing = 'unavailable'
              return answer((call) => call.reject(event.error as never))
            }
            // Unreachable is tried again after a wait (on a fake clock here), and only the third failure is shown.
            at.listing = 'failed'
            vi.useFakeTimers()
            for (const wait of [...RETRY_WAITS, 0]) {
              await act(async () => {
                pending.at(-1)?.reject(unreachable)
                await vi.advanceTimersByTimeAsync(wait)
              })
              if (wait > 0) at.calls++
            }
            vi.useRealTimers()
            await settle(() => {})
          },
        }),
      })
    })
  }
}

describe('the pricing page: every transition, in the view', () => {
  // The session is not part of the state: a sign-in or sign-out while the checkout is open leaves it as it is.
  const serializeState = (s: Snapshot) => JSON.stringify([s.value, tierOf(s)])
  const model = new TestModel<Snapshot, ModelEvent, unknown>(pricingMachine as never, {
    input: { country: null, user: VERA, tourName: null },
    stateMatcher,
    serializeState,
    events: (s: Snapshot) =>
      s.matches({ checkout: 'open' })
        ? [{ type: 'xstate.done.actor.checkout' }, toggleSession(s)]
        : [
            { type: periodOf(s) === 'monthly' ? 'period.annual' : 'period.monthly' },
            { type: 'choose', tier: 'AGENT' },
            { type: 'choose', tier: 'TEAM' },
            { type: 'choose', tier: 'CONTACT' },
          ],
  })
  const paths = everyTransition(model, serializeState, { alsoIgnored: (e) => e.type === 'session.changed' })
  recordPaths('pricing: the pricing page', paths, serializeState)
  run(paths, null)
})

describe('the Account page for a listing: every transition and two journeys, in the view', () => {
  // The session is not part of the state: each change is a sign-in or a sign-out, and the listing's reload is what
  // follows either way.
  const serializeState = (s: Snapshot) => JSON.stringify([s.value, tierOf(s)])
  const model = new TestModel<Snapshot, ModelEvent, unknown>(pricingMachine as never, {
    input: { country: null, user: VERA, tourName: TOUR },
    stateMatcher,
    serializeState,
    events: (s: Snapshot) => [
      { type: periodOf(s) === 'monthly' ? 'period.annual' : 'period.monthly' },
      toggleSession(s),
      ...(s.matches({ listing: 'loading' })
        ? ([
            { type: LOAD, output: LISTING },
            { type: LOAD, output: PROTECTED },
            { type: LOAD_FAILED, error: new NotFound({ message: 'Not found' }) },
            { type: LOAD_FAILED, error: unreachable },
          ] as ModelEvent[])
        : []),
      ...(s.matches({ listing: 'failed' }) ? ([{ type: 'listing.retry' }] as ModelEvent[]) : []),
    ],
  })
  const out: ModelEvent = { type: 'session.changed', user: null }
  const back: ModelEvent = { type: 'session.changed', user: VERA }
  const agent: ModelEvent = { type: 'choose', tier: 'AGENT' }
  const close: ModelEvent = { type: 'xstate.done.actor.checkout' }
  const journeys = [
    // A sign-out while the annual checkout is open: the listing is asked for again, the toggle and the checkout
    // stay as they are.
    [{ type: 'period.annual' }, agent, out, { type: LOAD, output: LISTING }, back, close],
    // Signed out, a protected listing is not shown and Agent opens on the account step; signing in shows it.
    [out, { type: LOAD, output: PROTECTED }, agent, close, back, { type: LOAD, output: LISTING }],
  ].flatMap((events) =>
    // Replayed on the states they reach, the session included (the model's states leave it out).
    // (xstate/graph starts these from the chart's state without input unless given one.)
    model.getPathsFromEvents(
      events as ModelEvent[],
      {
        fromState: getInitialSnapshot(pricingMachine, { country: null, user: VERA, tourName: TOUR }),
        serializeState: (s: Snapshot) => JSON.stringify([s.value, tierOf(s), s.context.user?.email ?? null]),
      } as never,
    ),
  )
  // A sign-in or sign-out while the listing loads asks for it afresh, in the same state.
  const paths = [
    ...everyTransition(model, serializeState, { alsoIgnored: (e) => e.type === 'session.changed' }),
    ...journeys,
  ]
  recordPaths('pricing: the Account page for a listing', paths, serializeState)
  run(paths, TOUR)
})
