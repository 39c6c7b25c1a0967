// POST /booking/getappointmenttimes (SPEC §7; SCHEDULING.md) and the order admin's powers, over the demo world.
import { describe, expect, it } from 'vitest'
import { bookingWorld, decodeTimes, LINCOLN_PARK } from '../support/booking-world'

const { as, call, start, submit, weekdayAhead } = bookingWorld()

describe('appointment times', () => {
  it('offers free times only to customers, and busy times with their reasons to order admins', async () => {
    const customer = await as()
    const draft = await start(customer)
    await submit(customer, draft, 'address', LINCOLN_PARK, 'product')
    const day = weekdayAhead(4)
    const mine = decodeTimes(await call(customer, 'getappointmenttimes', { orderId: draft.info.id, ...day }))
    expect(mine.photographers.length).toBeGreaterThan(0)
    for (const p of mine.photographers) {
      expect(p.unavailableBlocks).toEqual([])
      expect(p.startTimes.every((t) => t.isAvailable && t.notAvailable === null)).toBe(true)
    }

    const admin = await as('orders@showhome.example')
    const theirs = await start(admin)
    await submit(admin, theirs, 'address', LINCOLN_PARK, 'product')
    const all = decodeTimes(await call(admin, 'getappointmenttimes', { orderId: theirs.info.id, ...day }))
    const busy = all.photographers.flatMap((p) => p.startTimes.filter((t) => !t.isAvailable))
    expect(busy.length).toBeGreaterThan(0)
    expect(all.photographers.some((p) => p.unavailableBlocks.length > 0)).toBe(true)
  })

  it('answers nothing for a past day and field errors for an impossible one', async () => {
    const client = await as()
    const draft = await start(client)
    await submit(client, draft, 'address', LINCOLN_PARK, 'product')
    expect(
      decodeTimes(await call(client, 'getappointmenttimes', { orderId: draft.info.id, day: 1, month: 0, year: 2020 })),
    ).toEqual({ photographers: [] })
    expect(
      (await call(client, 'getappointmenttimes', { orderId: draft.info.id, day: 31, month: 1, year: 2027 }, 400))
        .fieldErrors,
    ).toEqual({ day: 'Invalid' })
  })

  it('keeps order admin powers for order admins', async () => {
    const client = await as()
    const draft = await start(client)
    await call(
      client,
      'create-adjustment',
      { orderId: draft.info.id, description: 'Rush', amount: 2500, targetStep: 'confirm' },
      403,
    )
  })
})
