// The address step's autocomplete from the keyboard (SPEC §5 Address step): arrows move the highlighted suggestion
// (aria-activedescendant), Enter chooses it and geocodes, Escape closes the list; the message shows under the input.
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor } from 'xstate'
import { addressLookupMachine } from '../../src/machines/address-lookup/address-lookup.machine'
import type { AddressSuggestion, GeocodeAnswer } from '../../src/schemas/api/geocode'
import type { MapTileInfo } from '../../src/schemas/api/map'
import { AddressStep } from '../../src/ui/features/order-flow/address/AddressStep'
import { deferred } from '../support/stub-actors'

const suggestions = [
  { text: '1842 N Kenmore Ave, Chicago, IL 60614, USA' },
  { text: '1842 N Kenmore Ave, Chicago, IL 60660, USA' },
]

beforeEach(() => vi.useFakeTimers())
afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

function setup() {
  const suggest = deferred<ReadonlyArray<AddressSuggestion>>()
  const lookup = deferred<GeocodeAnswer>()
  const actor = createActor(
    addressLookupMachine.provide({
      actors: {
        suggestAddresses: suggest.logic,
        lookupAddress: lookup.logic,
        reverseGeocode: deferred<GeocodeAnswer>().logic,
        loadMarkerMap: deferred<MapTileInfo>().logic,
      },
    }),
    { input: {} },
  ).start()
  const onUnitChange = vi.fn()
  render(
    <AddressStep
      actor={actor}
      mapCode={{ loaded: () => undefined }}
      unit=""
      onUnitChange={onUnitChange}
      fieldErrors={{ addressUnit: 'Invalid' }}
    />,
  )
  return { actor, suggest, lookup, onUnitChange, input: screen.getByRole('combobox', { name: 'Address' }) }
}

const settle = () => act(() => vi.advanceTimersByTimeAsync(0))

describe('AddressStep', () => {
  it('drives the suggestion list from the keyboard', async () => {
    const { suggest, lookup, input } = setup()
    fireEvent.change(input, { target: { value: '1842 N Ken' } })
    await act(() => vi.advanceTimersByTimeAsync(500))
    suggest.resolve(suggestions)
    await settle()
    expect(input.getAttribute('aria-expanded')).toBe('true')
    expect(screen.getAllByRole('option')).toHaveLength(2)
    expect(input.hasAttribute('aria-activedescendant')).toBe(false)

    fireEvent.keyDown(input, { key: 'ArrowDown' })
    fireEvent.keyDown(input, { key: 'ArrowDown' })
    const second = screen.getAllByRole('option')[1] as HTMLElement
    expect(input.getAttribute('aria-activedescendant')).toBe(second.id)
    expect(second.getAttribute('aria-selected')).toBe('true')

    fireEvent.keyDown(input, { key: 'ArrowUp' })
    fireEvent.keyDown(input, { key: 'Enter' })
    expect(lookup.calls).toEqual([{ address: suggestions[0]?.text }])
    expect((input as HTMLInputElement).value).toBe(suggestions[0]?.text)
    expect(input.getAttribute('aria-expanded')).toBe('false')

    lookup.resolve({ status: 'ZERO_RESULTS', location: null, exact: false })
    await settle()
    expect(screen.getByRole('status').textContent).toBe(
      'Unable to find location. Please verify the address and location on the map are correct.',
    )
    expect(input.getAttribute('aria-describedby')).toContain(screen.getByRole('status').id)
  })

  it('Escape closes the list, and a click chooses an option', async () => {
    const { suggest, lookup, input } = setup()
    fireEvent.change(input, { target: { value: '1842 N Ken' } })
    await act(() => vi.advanceTimersByTimeAsync(500))
    suggest.resolve(suggestions)
    await settle()
    fireEvent.keyDown(input, { key: 'Escape' })
    expect(screen.queryAllByRole('option')).toHaveLength(0)

    fireEvent.change(input, { target: { value: '1842 N Kenm' } })
    await act(() => vi.advanceTimersByTimeAsync(500))
    suggest.resolve(suggestions)
    await settle()
    fireEvent.click(screen.getAllByRole('option')[1] as HTMLElement)
    expect(lookup.calls).toEqual([{ address: suggestions[1]?.text }])
  })

  it('hands the unit to the parent and shows its error', () => {
    const { onUnitChange } = setup()
    const unit = screen.getByRole('textbox', { name: 'Unit (optional)' })
    fireEvent.change(unit, { target: { value: '3B' } })
    expect(onUnitChange).toHaveBeenCalledWith('3B')
    expect(unit.getAttribute('aria-invalid')).toBe('true')
    expect(screen.getByText('Invalid')).toBeTruthy()
  })
})
