// The Account page opened for a listing (/account/{tourName}): the pricing chart's listing region loads it once,
// keeps only what the page shows, and tells a missing or protected listing from an unreachable server.
import { describe, expect, it } from 'vitest'
import { createActor } from 'xstate'
import { pricingMachine } from '../../src/machines/pricing/pricing.machine'
import type { PasscodeRequired } from '../../src/schemas/api/listing'
import type { Listing } from '../../src/schemas/Listing'
import { NotFound, StatusError, Unauthorized, Unreachable } from '../../src/services/errors'
import { listing as listingJson } from '../schemas/fixtures/listing'
import { deferred } from '../support/stub-actors'

const LISTING = listingJson as unknown as Listing

function start(tourName: string | null | undefined) {
  const load = deferred<Listing | PasscodeRequired>()
  const actor = createActor(pricingMachine.provide({ actors: { loadListing: load.logic } }), {
    input: { country: null, user: null, tourName },
  }).start()
  const region = () => (actor.getSnapshot().value as { listing: string }).listing
  const settled = async () => {
    // Promise actors settle on a later microtask; the chart leaves `loading` when they do.
    for (let i = 0; i < 10 && region() === 'loading'; i++) await Promise.resolve()
  }
  return { actor, load, region, settled }
}

describe('pricing: the listing the Account page was opened for', () => {
  it.each([[undefined], [null], ['']])('loads nothing without a tour name (%s)', (tourName) => {
    const { region, load, actor } = start(tourName)
    expect(region()).toBe('none')
    expect(load.calls).toEqual([])
    expect(actor.getSnapshot().context.listing).toBeNull()
  })

  it('asks for the named listing and keeps its address and priced area', async () => {
    const { region, load, actor, settled } = start('12-elm-st')
    expect(region()).toBe('loading')
    expect(load.calls).toEqual([{ tourName: '12-elm-st' }])
    load.resolve({
      ...LISTING,
      address: { street: '12 Elm St', unit: 'Unit 2', neighborhood: null },
      stats: { ...LISTING.stats!, areaPrimary: 1900, areaSecondary: 300 },
    })
    await settled()
    expect(region()).toBe('shown')
    expect(actor.getSnapshot().context.listing).toEqual({
      tourName: LISTING.tourName,
      street: '12 Elm St',
      unit: 'Unit 2',
      areaSqFt: 2200,
    })
  })

  it.each([
    ['a passcode', { tourName: '12-elm-st', passcodeRequired: true } as PasscodeRequired, null],
    ['not found', null, new NotFound({ message: 'no' })],
    ['refused', null, new Unauthorized({ message: 'no' })],
    ['a refused request', null, new StatusError({ message: 'bad' })],
    ['a failure with no words', null, undefined],
  ] as const)('shows the plans without it when it needs %s', async (_, answer, error) => {
    const { region, load, actor, settled } = start('12-elm-st')
    if (answer) load.resolve(answer)
    else load.reject(error)
    await settled()
    expect(region()).toBe('unavailable')
    expect(actor.getSnapshot().context.listing).toBeNull()
    actor.send({ type: 'listing.retry' })
    expect(region()).toBe('unavailable')
  })

  it('offers another try when the server cannot be reached, which asks again', async () => {
    const { region, load, actor, settled } = start('12-elm-st')
    load.reject(new Unreachable({ message: 'offline' }))
    await settled()
    expect(region()).toBe('failed')
    actor.send({ type: 'listing.retry' })
    expect(region()).toBe('loading')
    expect(load.calls).toHaveLength(2)
    load.resolve(LISTING)
    await settled()
    expect(region()).toBe('shown')
  })

  it('asks again when someone signs in or out, and not when the session stays the same', async () => {
    const olive = { firstName: 'Olive', lastName: 'Owner', email: 'owner@showhome.example', isVerified: true }
    const { region, load, actor, settled } = start('12-elm-st')
    load.resolve({ tourName: '12-elm-st', passcodeRequired: true })
    await settled()
    expect(region()).toBe('unavailable')
    actor.send({ type: 'session.changed', user: null })
    expect(load.calls).toHaveLength(1)
    // The owner signs in: their protected listing can now be shown.
    actor.send({ type: 'session.changed', user: olive })
    expect(region()).toBe('loading')
    expect(load.calls).toHaveLength(2)
    load.resolve(LISTING)
    await settled()
    expect(region()).toBe('shown')
    actor.send({ type: 'session.changed', user: { ...olive } })
    expect(region()).toBe('shown')
    // Signing out takes the listing off the page until the server says what a stranger may see.
    actor.send({ type: 'session.changed', user: null })
    expect(region()).toBe('loading')
    expect(actor.getSnapshot().context.listing).toBeNull()
    expect(load.calls).toHaveLength(3)
  })

  it('asks for nothing on a session change without a listing', () => {
    const { load, actor, region } = start(null)
    actor.send({ type: 'session.changed', user: null })
    actor.send({ type: 'session.changed', user: { firstName: 'A', lastName: 'B', email: 'a@b.c', isVerified: true } })
    expect(region()).toBe('none')
    expect(load.calls).toEqual([])
  })
})
