// The Geocoder service over the app's runtime: each method sends its call and hands back the decoded answer.
import { Effect } from 'effect'
import { describe, expect, it } from 'vitest'
import type { ApiCall } from '../../src/schemas/api/call'
import { Geocoder } from '../../src/services/Geocoder'
import { makeTestRuntime } from '../../src/services/runtime'

const location = {
  formattedAddress: '1842 N Kenmore Ave, Chicago, IL 60614, USA',
  latitude: 41.9153,
  longitude: -87.6558,
  address1: '1842 N Kenmore Ave',
  address2: '',
  city: 'Chicago',
  state: 'IL',
  postalCode: '60614',
  country: 'US',
}

describe('Geocoder service', () => {
  const sent: Array<[string, unknown]> = []
  const runtime = makeTestRuntime({
    answer: (call: ApiCall, request) => {
      sent.push([call.path, request])
      if (call.path === '/geocode/suggest')
        return Effect.succeed({ suggestions: [{ text: location.formattedAddress }] })
      if (call.path === '/geocode/lookup') return Effect.succeed({ status: 'OK', location, exact: true })
      return Effect.succeed({ status: 'OK', location: { ...location, latitude: 'north' }, exact: false })
    },
  })

  it('suggests, looks up and reverse-geocodes through the described calls', async () => {
    expect(await runtime.runPromise(Geocoder.use((g) => g.suggest('1842 n k')))).toEqual([
      { text: location.formattedAddress },
    ])
    expect(await runtime.runPromise(Geocoder.use((g) => g.lookup('1842 N Kenmore Ave')))).toEqual({
      status: 'OK',
      location,
      exact: true,
    })
    expect(sent).toEqual([
      ['/geocode/suggest', { query: '1842 n k' }],
      ['/geocode/lookup', { address: '1842 N Kenmore Ave' }],
    ])
  })

  it('fails with Unreachable when the answer does not match the contract', async () => {
    const result = await runtime.runPromise(
      Geocoder.use((g) => g.reverse({ latitude: 41.9, longitude: -87.6 })).pipe(Effect.result),
    )
    expect(result).toMatchObject({ _tag: 'Failure', failure: { _tag: 'Unreachable' } })
  })
})
