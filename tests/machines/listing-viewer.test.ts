import { describe, expect, it } from 'vitest'
import { createActor, waitFor } from 'xstate'
import {
  type ListingViewerEmitted,
  type ListingViewerInput,
  listingViewerMachine,
} from '../../src/machines/listing-viewer/listing-viewer.machine'
import type { PasscodeRequired } from '../../src/schemas/api/listing'
import type { Listing } from '../../src/schemas/Listing'
import { NotFound, Unauthorized, Unreachable } from '../../src/services/errors'
import { listing as listingJson } from '../schemas/fixtures/listing'
import { deferred } from '../support/stub-actors'

const listing = listingJson as unknown as Listing
const asksPasscode: PasscodeRequired = { tourName: '12-elm-st', passcodeRequired: true }
const plainMode = { tourOnly: false, unbranded: false, embedded: false, minimal: true }

function start(input: Partial<ListingViewerInput> = {}) {
  const load = deferred<Listing | PasscodeRequired>()
  const actor = createActor(listingViewerMachine.provide({ actors: { loadListing: load.logic } }), {
    input: { tourName: '12-elm-st', debugMode: false, mode: plainMode, adminElements: true, ...input },
  })
  const emitted: ListingViewerEmitted[] = []
  actor.on('redirect', (e) => emitted.push(e))
  actor.start()
  return { actor, load, emitted }
}

describe('listing viewer chart (SPEC §4 Viewer sections, §8)', () => {
  it('loads the listing and shows the first enabled section when none is asked', async () => {
    const { actor, load } = start()
    expect(actor.getSnapshot().hasTag('loading')).toBe(true)
    expect(load.calls).toEqual([{ tourName: '12-elm-st', debugMode: false }])
    load.resolve(listing)
    await waitFor(actor, (s) => s.hasTag('ready'))
    const { sections, section } = actor.getSnapshot().context
    expect(sections.map((s) => s.section)).toEqual(['info', 'tour', 'photos', 'floorplan', 'dashboard'])
    expect(section).toBe('info')
  })

  it('redirects a disabled section to the first enabled one', async () => {
    const { actor, load, emitted } = start({ section: 'dashboard' })
    load.resolve({ ...listing, permissions: [] })
    await waitFor(actor, (s) => s.hasTag('ready'))
    expect(actor.getSnapshot().context.section).toBe('info')
    expect(emitted).toEqual([{ type: 'redirect', section: undefined }])
  })

  it('names the shown section in the address when the bare address (the overview) is not enabled', async () => {
    // Tour-only has no overview: /{tourName}?touronly opens the tour, so the address becomes /{tourName}/tour.
    const tourOnly = { ...plainMode, tourOnly: true }
    const bare = start({ mode: tourOnly })
    bare.load.resolve(listing)
    await waitFor(bare.actor, (s) => s.hasTag('ready'))
    expect(bare.actor.getSnapshot().context.section).toBe('tour')
    expect(bare.emitted).toEqual([{ type: 'redirect', section: 'tour' }])
    // Once the router follows it, nothing more is asked.
    bare.actor.send({ type: 'route.changed', tourName: '12-elm-st', section: 'tour' })
    expect(bare.emitted).toHaveLength(1)
    // A floor plan asked of a tour-only page goes to the tour by name too.
    const asked = start({ mode: tourOnly, section: 'floorplan' })
    asked.load.resolve(listing)
    await waitFor(asked.actor, (s) => s.hasTag('ready'))
    expect(asked.emitted).toEqual([{ type: 'redirect', section: 'tour' }])
  })

  it('remembers that the dashboard was refused for want of the permission, until the visitor goes elsewhere', async () => {
    const { actor, load } = start({ section: 'dashboard' })
    load.resolve({ ...listing, permissions: ['gallery'] })
    await waitFor(actor, (s) => s.hasTag('ready'))
    const refusedFor = () => actor.getSnapshot().context.dashboardRefusedFor
    expect(refusedFor()).toBe('info')
    // The router follows the redirect (no section: the first one); the notice stays.
    actor.send({ type: 'route.changed', tourName: '12-elm-st' })
    expect(refusedFor()).toBe('info')
    actor.send({ type: 'route.changed', tourName: '12-elm-st', section: 'photos' })
    expect(refusedFor()).toBeUndefined()
  })

  it('does not call a dashboard hidden by the mode a refusal', async () => {
    const { actor, load } = start({ section: 'dashboard', mode: { ...plainMode, unbranded: true } })
    load.resolve(listing)
    await waitFor(actor, (s) => s.hasTag('ready'))
    expect(actor.getSnapshot().context.section).not.toBe('dashboard')
    expect(actor.getSnapshot().context.dashboardRefusedFor).toBeUndefined()
  })

  it('follows the address between sections without loading again', async () => {
    const { actor, load, emitted } = start()
    load.resolve(listing)
    await waitFor(actor, (s) => s.hasTag('ready'))
    actor.send({ type: 'route.changed', tourName: '12-elm-st', section: 'photos' })
    expect(actor.getSnapshot().context.section).toBe('photos')
    expect(load.calls).toHaveLength(1)
    expect(emitted).toEqual([])
  })

  it("says 'Listing cannot be viewed.' when nothing is enabled", async () => {
    const { actor, load } = start({ mode: { ...plainMode, tourOnly: true } })
    load.resolve({ ...listing, tourReady: false, photos: [], permissions: [] })
    await waitFor(actor, (s) => s.hasTag('notViewable'))
  })

  it('shows the not-found view when the listing does not exist', async () => {
    const { actor, load } = start()
    load.reject(new NotFound({ message: 'Not found.' }))
    await waitFor(actor, (s) => s.hasTag('notFound'))
  })

  it('asks for a passcode, refuses a wrong one and opens with the right one', async () => {
    const { actor, load } = start()
    load.resolve(asksPasscode)
    await waitFor(actor, (s) => s.hasTag('passcode'))
    actor.send({ type: 'passcode.submit', passcode: '1111' })
    expect(actor.getSnapshot().hasTag('checkingPasscode')).toBe(true)
    expect(load.calls.at(-1)).toEqual({ tourName: '12-elm-st', debugMode: false, passcode: '1111' })
    load.reject(new Unauthorized({ message: 'incorrect passcode' }))
    await waitFor(actor, (s) => s.matches({ passcode: 'idle' }))
    expect(actor.getSnapshot().context.passcodeError).toBe('incorrect passcode')
    actor.send({ type: 'passcode.submit', passcode: '2468' })
    expect(actor.getSnapshot().context.passcodeError).toBeUndefined()
    load.resolve({ ...listing, passcode: true })
    await waitFor(actor, (s) => s.hasTag('ready'))
  })

  it('offers a retry when the server cannot be reached', async () => {
    const { actor, load } = start()
    load.reject(new Unreachable({ message: 'offline' }))
    await waitFor(actor, (s) => s.matches('failed'))
    expect(actor.getSnapshot().context.error).toMatch(/could not reach/)
    actor.send({ type: 'retry' })
    load.resolve(listing)
    await waitFor(actor, (s) => s.hasTag('ready'))
  })

  it('shows hidden-only photos to a gallery admin only while the admin toggle is on', async () => {
    const { actor, load } = start({ section: 'photos' })
    load.resolve({
      ...listing,
      permissions: ['gallery'],
      photos: listing.photos.map((p) => ({ ...p, hidden: true })),
    })
    await waitFor(actor, (s) => s.hasTag('ready'))
    expect(actor.getSnapshot().context.section).toBe('photos')
    actor.send({ type: 'admin.changed', adminElements: false })
    expect(actor.getSnapshot().context.section).toBe('info')
  })

  it('loads the other listing when the address names another one, and again after sign-in', async () => {
    const { actor, load } = start()
    load.resolve(listing)
    await waitFor(actor, (s) => s.hasTag('ready'))
    actor.send({ type: 'route.changed', tourName: '14-oak-st' })
    expect(actor.getSnapshot().hasTag('loading')).toBe(true)
    expect(actor.getSnapshot().context.listing).toBeUndefined()
    load.resolve({ ...listing, tourName: '14-oak-st' })
    await waitFor(actor, (s) => s.hasTag('ready'))
    actor.send({ type: 'session.changed' })
    expect(load.calls.at(-1)).toEqual({ tourName: '14-oak-st', debugMode: false })
    expect(actor.getSnapshot().context.listing?.tourName).toBe('14-oak-st')
  })
})

describe('listing viewer chart: failures, passcodes and the sections a listing has', () => {
  const ready = async (answer: Listing, input: Partial<ListingViewerInput> = {}) => {
    const started = start(input)
    started.load.resolve(answer)
    await waitFor(started.actor, (s) => s.hasTag('ready') || s.hasTag('notViewable'))
    return started
  }
  const shown = (actor: ReturnType<typeof start>['actor']) =>
    actor.getSnapshot().context.sections.map((s) => `${s.section}${s.undelivered ? '*' : ''}`)

  it.each([
    ['an unreachable server', new Unreachable({ message: 'x' }), /^We could not reach the server\./],
    [
      'a failure with its words',
      { _tag: 'ServerError', message: 'The listing is being moved.' },
      /^The listing is being moved\.$/,
    ],
  ])('says why loading failed: %s', async (_, error, expected) => {
    const { actor, load } = start()
    load.reject(error)
    await waitFor(actor, (s) => s.matches('failed'))
    expect(actor.getSnapshot().context.error).toMatch(expected)
  })

  it('says the listing could not be loaded when the failure has no words', async () => {
    const { actor, load } = start()
    load.reject(new Error(''))
    await waitFor(actor, (s) => s.matches('failed'))
    expect(actor.getSnapshot().context.error).toBe('The listing could not be loaded. Please try again.')
    // Retrying clears the message while it loads.
    actor.send({ type: 'retry' })
    expect(actor.getSnapshot().context.error).toBeUndefined()
  })

  it('has no floor plan without floors, no photos when all are hidden, and no dashboard without order', async () => {
    const { actor } = await ready({
      ...listing,
      floorplan: listing.floorplan ? { ...listing.floorplan, floors: [] } : null,
      photos: listing.photos.map((p) => ({ ...p, hidden: true })),
      permissions: [],
    })
    expect(shown(actor)).toEqual(['info', 'tour'])
  })

  it('marks the sections still to be delivered, and none when the listing has no orders', async () => {
    const undelivered = await ready({
      ...listing,
      status: listing.status ? { ...listing.status, tourDelivered: false, floorPlanDelivered: false } : null,
    })
    expect(shown(undelivered.actor)).toEqual(['info', 'tour*', 'photos', 'floorplan*', 'dashboard'])
    const noOrders = await ready({ ...listing, status: null })
    expect(shown(noOrders.actor)).toEqual(['info', 'tour', 'photos', 'floorplan', 'dashboard'])
  })

  it('asks for the listing with the page’s debug mode, and with the passcode once accepted', async () => {
    const { actor, load } = start({ debugMode: true })
    expect(load.calls[0]).toEqual({ tourName: '12-elm-st', debugMode: true })
    load.resolve(asksPasscode)
    await waitFor(actor, (s) => s.hasTag('passcode'))
    actor.send({ type: 'passcode.submit', passcode: '2468' })
    expect(load.calls.at(-1)).toEqual({ tourName: '12-elm-st', debugMode: true, passcode: '2468' })
    load.resolve({ ...listing, passcode: true })
    await waitFor(actor, (s) => s.hasTag('ready'))
    actor.send({ type: 'listing.changed' })
    expect(actor.getSnapshot().hasTag('loading')).toBe(true)
    expect(load.calls.at(-1)).toEqual({ tourName: '12-elm-st', debugMode: true, passcode: '2468' })
  })

  it('asks again when a remembered passcode is refused, and forgets it', async () => {
    const { actor, load } = start()
    load.resolve(asksPasscode)
    await waitFor(actor, (s) => s.hasTag('passcode'))
    actor.send({ type: 'passcode.submit', passcode: '2468' })
    load.resolve({ ...listing, passcode: true })
    await waitFor(actor, (s) => s.hasTag('ready'))
    // The owner changed the passcode: the next reading is refused.
    actor.send({ type: 'session.changed' })
    load.reject(new Unauthorized({ message: 'incorrect passcode' }))
    await waitFor(actor, (s) => s.hasTag('passcode'))
    expect(actor.getSnapshot().context.passcode).toBeUndefined()
  })

  it.each([
    ['a refusal with its words', new Unauthorized({ message: 'Passcodes are 4 digits.' }), 'Passcodes are 4 digits.'],
    ['a refusal without words', new Unauthorized({ message: '' }), 'incorrect passcode'],
    ['an unreachable server', new Unreachable({ message: 'x' }), /^We could not reach the server\./],
    ['a wrong answer (still protected)', 'asks', 'incorrect passcode'],
  ] as const)('says why a passcode was not accepted: %s', async (_, outcome, expected) => {
    const { actor, load } = start()
    load.resolve(asksPasscode)
    await waitFor(actor, (s) => s.hasTag('passcode'))
    actor.send({ type: 'passcode.submit', passcode: '1111' })
    if (outcome === 'asks') load.resolve(asksPasscode)
    else load.reject(outcome)
    await waitFor(actor, (s) => s.matches({ passcode: 'idle' }))
    expect(actor.getSnapshot().context.passcodeError).toMatch(expected)
  })

  it('shows not found when the listing disappears while its passcode is checked', async () => {
    const { actor, load } = start()
    load.resolve(asksPasscode)
    await waitFor(actor, (s) => s.hasTag('passcode'))
    actor.send({ type: 'passcode.submit', passcode: '2468' })
    load.reject(new NotFound({ message: 'Not found.' }))
    await waitFor(actor, (s) => s.hasTag('notFound'))
  })

  it('forgets everything of the last listing when the address names another', async () => {
    const { actor, load } = await ready(listing, { section: 'dashboard' })
    expect(actor.getSnapshot().context.section).toBe('dashboard')
    actor.send({ type: 'route.changed', tourName: '14-oak-st', section: 'photos' })
    const context = actor.getSnapshot().context
    expect(context).toMatchObject({ tourName: '14-oak-st', asked: 'photos', sections: [], section: undefined })
    expect(context.listing).toBeUndefined()
    expect(load.calls.at(-1)).toEqual({ tourName: '14-oak-st', debugMode: false })
  })
})
