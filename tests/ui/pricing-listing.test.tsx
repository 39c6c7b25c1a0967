// The Account page opened for a listing: what the visitor reads while it loads, once it is shown (the listing's
// price on each plan, following the monthly/annual toggle), and when it cannot be shown.
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { createActor } from 'xstate'
import { pricingMachine } from '../../src/machines/pricing/pricing.machine'
import type { PasscodeRequired } from '../../src/schemas/api/listing'
import type { Listing } from '../../src/schemas/Listing'
import { NotFound, Unreachable } from '../../src/services/errors'
import { PlanListingPrice, PricingListingNote } from '../../src/ui/pages/marketing/PricingListing'
import { listing as listingJson } from '../schemas/fixtures/listing'
import { deferred } from '../support/stub-actors'

const LISTING = {
  ...(listingJson as unknown as Listing),
  tourName: '12-elm-st',
  address: { street: '12 Elm St', unit: null, neighborhood: null },
} as Listing
const withArea = (areaPrimary: number | null): Listing => ({
  ...LISTING,
  stats: { ...LISTING.stats!, areaPrimary, areaSecondary: null },
})
const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`

function mount(tourName: string | null) {
  const load = deferred<Listing | PasscodeRequired>()
  const pricing = createActor(pricingMachine.provide({ actors: { loadListing: load.logic } }), {
    input: { country: null, user: null, tourName },
  }).start()
  render(
    <>
      <PricingListingNote pricing={pricing} />
      {(['PAY_AS_YOU_GO', 'AGENT', 'TEAM'] as const).map((plan) => (
        <div key={plan} data-testid={plan}>
          <PlanListingPrice pricing={pricing} plan={plan} money={dollars} />
        </div>
      ))}
    </>,
  )
  return { load, pricing }
}

const planPrice = (plan: string) => screen.getByTestId(plan).textContent

afterEach(cleanup)

describe('the Account page with a listing in context', () => {
  it('shows nothing on the pricing page, which has no listing', () => {
    mount(null)
    expect(screen.queryByRole('region', { name: 'Listing' })).toBeNull()
    expect(planPrice('AGENT')).toBe('')
  })

  it('says it is finding the listing, then prices every plan for its size and follows the toggle', async () => {
    const { load, pricing } = mount('12-elm-st')
    expect(screen.getByRole('region', { name: 'Listing' }).textContent).toBe('Finding 12-elm-st…')
    await act(async () => load.resolve(withArea(2400)))
    expect(screen.getByRole('region', { name: 'Listing' }).textContent).toBe('Prices for 12 Elm St, 2,400 sq ft.')
    expect(screen.getByRole('link', { name: '12 Elm St' }).getAttribute('href')).toBe('/12-elm-st')
    // 2400 sq ft is in the up-to-4000 band (SPEC §9): 349, 332 and 314 dollars monthly; 269 → 314 annual.
    expect([planPrice('PAY_AS_YOU_GO'), planPrice('AGENT'), planPrice('TEAM')]).toEqual([
      '12 Elm St$349.00',
      '12 Elm St$332.00',
      '12 Elm St$314.00',
    ])
    act(() => pricing.send({ type: 'period.annual' }))
    expect([planPrice('AGENT'), planPrice('TEAM')]).toEqual(['12 Elm St$314.00', '12 Elm St$297.00'])
  })

  it('says when the listing has no recorded size, and prices no plan', async () => {
    const { load } = mount('12-elm-st')
    await act(async () => load.resolve(withArea(null)))
    expect(screen.getByRole('region', { name: 'Listing' }).textContent).toContain('Its size is not recorded yet')
    expect(planPrice('PAY_AS_YOU_GO')).toBe('')
  })

  it('says a missing listing is not shown and keeps the plans for every listing', async () => {
    const { load } = mount('no-such')
    await act(async () => load.reject(new NotFound({ message: 'Not found' })))
    expect(screen.getByRole('region', { name: 'Listing' }).textContent).toBe(
      'no-such could not be found, or you cannot see it. The plans below apply to every listing.',
    )
    expect(planPrice('AGENT')).toBe('')
  })

  it('offers Try again when the server cannot be reached, which loads it', async () => {
    const { load } = mount('12-elm-st')
    await act(async () => load.reject(new Unreachable({ message: 'offline' })))
    expect(screen.getByRole('alert').textContent).toContain('we could not reach the server')
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(screen.getByRole('region', { name: 'Listing' }).textContent).toBe('Finding 12-elm-st…')
    await act(async () => load.resolve(withArea(1200)))
    expect(planPrice('PAY_AS_YOU_GO')).toBe('12 Elm St$299.00')
  })
})
