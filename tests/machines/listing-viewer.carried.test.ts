// The listing-viewer chart started from the page data the page's HTML carried (SPEC §7): the first snapshot is the
// listing or the passcode prompt, nothing is asked of the server, and what was carried is used only that once.
import { describe, expect, it } from 'vitest'
import { createActor, waitFor } from 'xstate'
import {
  type ListingViewerEmitted,
  type ListingViewerInput,
  listingViewerMachine,
} from '../../src/machines/listing-viewer/listing-viewer.machine'
import type { PasscodeRequired } from '../../src/schemas/api/listing'
import type { Listing } from '../../src/schemas/Listing'
import { listing as listingJson } from '../schemas/fixtures/listing'
import { deferred } from '../support/stub-actors'

const listing = listingJson as unknown as Listing
const plainMode = { tourOnly: false, unbranded: false, embedded: false, minimal: true }

function start(input: Partial<ListingViewerInput>) {
  const load = deferred<Listing | PasscodeRequired>()
  const actor = createActor(listingViewerMachine.provide({ actors: { loadListing: load.logic } }), {
    input: { tourName: '12-elm-st', debugMode: false, mode: plainMode, adminElements: true, ...input },
  })
  const emitted: ListingViewerEmitted[] = []
  actor.on('redirect', (e) => emitted.push(e))
  // Its first snapshot, as the view's first render reads it (before the actor starts).
  const first = actor.getSnapshot()
  actor.start()
  return { actor, load, emitted, first }
}

describe('listing viewer chart started from carried page data', () => {
  it('shows the listing from its first snapshot, with its sections, asking nothing', () => {
    const { actor, load, first } = start({ carried: listing })
    expect(first.hasTag('ready')).toBe(true)
    expect(first.context.listing).toBe(listing)
    expect(first.context.sections.map((s) => s.section)).toEqual(['info', 'tour', 'photos', 'floorplan', 'dashboard'])
    expect(first.context.section).toBe('info')
    expect(actor.getSnapshot().hasTag('ready')).toBe(true)
    expect(load.calls).toEqual([])
    // Nothing of the page data stays in the context once it is the listing.
    expect(actor.getSnapshot().context.carried).toBeUndefined()
  })

  it('asks for the passcode at once for a protected listing, and checks it with the server', async () => {
    const { actor, load, first } = start({ carried: { tourName: '12-elm-st', passcodeRequired: true } })
    expect(first.hasTag('passcode')).toBe(true)
    expect(first.context.listing).toBeUndefined()
    expect(load.calls).toEqual([])
    actor.send({ type: 'passcode.submit', passcode: '2468' })
    expect(load.calls).toEqual([{ tourName: '12-elm-st', debugMode: false, passcode: '2468' }])
    load.resolve(listing)
    await waitFor(actor, (s) => s.hasTag('ready'))
  })

  it('sends the address to an enabled section when the route first speaks', () => {
    const { actor, emitted } = start({ carried: { ...listing, permissions: [] }, section: 'dashboard' })
    emitted.length = 0
    actor.send({ type: 'route.changed', tourName: '12-elm-st', section: 'dashboard' })
    expect(actor.getSnapshot().context.section).toBe('info')
    expect(emitted).toEqual([{ type: 'redirect', section: undefined }])
    expect(actor.getSnapshot().context.dashboardRefusedFor).toBe('info')
  })

  it('asks the server on every later load: after a change, and for another listing', async () => {
    const { actor, load } = start({ carried: listing })
    actor.send({ type: 'listing.changed' })
    expect(load.calls).toEqual([{ tourName: '12-elm-st', debugMode: false }])
    load.resolve({ ...listing, description: '<p>Changed</p>' })
    await waitFor(actor, (s) => s.hasTag('ready'))
    expect(actor.getSnapshot().context.listing?.description).toBe('<p>Changed</p>')
    actor.send({ type: 'route.changed', tourName: '14-oak-st' })
    expect(load.calls.at(-1)).toEqual({ tourName: '14-oak-st', debugMode: false })
  })

  it('loads as before when nothing was carried', () => {
    const { load, first } = start({})
    expect(first.hasTag('loading')).toBe(true)
    expect(load.calls).toHaveLength(1)
  })
})
