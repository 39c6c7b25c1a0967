// SPEC §3 "Stored locally": the two preferences the app chart starts with, read at page start without Effect. They
// must read exactly as the LocalStore service reads the same values (keys, defaults, what counts as valid), and
// never throw.
import { Effect } from 'effect'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { adminElementEnabled, unitPreference } from '../../src/schemas/local-store'
import {
  ADMIN_ELEMENT_ENABLED_KEY,
  BOOT_PREFERENCE_DEFAULTS,
  readBootPreferences,
  UNIT_PREFERENCE_KEY,
} from '../../src/services/boot-store'
import { memoryStorage } from '../../src/services/browserStorage'
import { makeLocalStore } from '../../src/services/LocalStore'
import { packagesBundledBy } from '../support/bundled-packages'

/** A storage holding these texts. */
const holding = (values: Record<string, string>): Pick<Storage, 'getItem'> => ({
  getItem: (key) => (Object.hasOwn(values, key) ? (values[key] ?? null) : null),
})

/** What the LocalStore service reads from the same texts: the reference. */
function readWithLocalStore(values: Record<string, string>) {
  const storage = memoryStorage()
  for (const [key, value] of Object.entries(values)) storage.setItem(key, value)
  const store = makeLocalStore(storage)
  return {
    adminElementsEnabled: Effect.runSync(store.get(adminElementEnabled)),
    unit: Effect.runSync(store.get(unitPreference)),
  }
}

describe('readBootPreferences', () => {
  it('uses the keys and defaults of src/schemas/local-store.ts', () => {
    expect(ADMIN_ELEMENT_ENABLED_KEY).toBe(adminElementEnabled.key)
    expect(UNIT_PREFERENCE_KEY).toBe(unitPreference.key)
    expect(BOOT_PREFERENCE_DEFAULTS).toEqual({
      adminElementsEnabled: adminElementEnabled.fallback,
      unit: unitPreference.fallback,
    })
  })

  it('reads what is stored', () => {
    expect(
      readBootPreferences(holding({ [ADMIN_ELEMENT_ENABLED_KEY]: 'false', [UNIT_PREFERENCE_KEY]: '"metric"' })),
    ).toEqual({ adminElementsEnabled: false, unit: 'metric' })
  })

  it.each<readonly [string, Pick<Storage, 'getItem'> | undefined]>([
    ['no storage at all', undefined],
    ['an empty storage', holding({})],
    ['storage that throws on every read', { getItem: throwing }],
    ['text that is not JSON', holding({ [ADMIN_ELEMENT_ENABLED_KEY]: 'fals', [UNIT_PREFERENCE_KEY]: 'metric' })],
    ['JSON of the wrong kind', holding({ [ADMIN_ELEMENT_ENABLED_KEY]: '"false"', [UNIT_PREFERENCE_KEY]: '"Metric"' })],
    ['JSON null', holding({ [ADMIN_ELEMENT_ENABLED_KEY]: 'null', [UNIT_PREFERENCE_KEY]: 'null' })],
  ])('gives the defaults for %s', (_, storage) => {
    expect(readBootPreferences(storage)).toEqual({ adminElementsEnabled: true, unit: 'imperial' })
  })

  it('still reads one value when the other key throws', () => {
    const storage = {
      getItem: (key: string) => (key === UNIT_PREFERENCE_KEY ? '"metric"' : throwing()),
    }
    expect(readBootPreferences(storage)).toEqual({ adminElementsEnabled: true, unit: 'metric' })
  })

  it('reads any stored text as the LocalStore service does', () => {
    const text = fc.oneof(
      fc.constantFrom('true', 'false', '"imperial"', '"metric"', ' "metric" ', '"METRIC"', '1', '0', 'null', '', '{}'),
      fc.jsonValue().map((value) => JSON.stringify(value)),
      fc.string(),
    )
    const values = fc.record({ [ADMIN_ELEMENT_ENABLED_KEY]: text, [UNIT_PREFERENCE_KEY]: text }, { requiredKeys: [] })
    fc.assert(
      fc.property(values, (stored) => {
        expect(readBootPreferences(holding(stored))).toEqual(readWithLocalStore(stored))
      }),
      { numRuns: 1000 },
    )
  })

  it('leaves Effect out of the bundle', async () => {
    expect(await packagesBundledBy('src/services/boot-store.ts')).toEqual([])
  })
})

function throwing(): never {
  throw new DOMException('The operation is insecure.', 'SecurityError')
}
