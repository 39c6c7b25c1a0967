// @vitest-environment jsdom
// SPEC §3 "Stored locally": schema-checked values with defaults, over window.localStorage or memory, never
// crashing when the browser refuses storage.
import { Effect, type Layer } from 'effect'
import { afterEach, describe, expect, it } from 'vitest'
import { adminElementEnabled, hintHistory, photoEditState, unitPreference } from '../../src/schemas/local-store'
import { type KeyValueStorage, memoryStorage } from '../../src/services/browserStorage'
import { LocalStore } from '../../src/services/LocalStore'

const run = <A>(layer: Layer.Layer<LocalStore>, program: Effect.Effect<A, never, LocalStore>) =>
  Effect.runSync(program.pipe(Effect.provide(layer)))

afterEach(() => window.localStorage.clear())

describe('LocalStore', () => {
  it('gives the defaults when nothing is stored', () => {
    const values = run(
      LocalStore.layerTest,
      LocalStore.use((store) =>
        Effect.all([
          store.get(hintHistory),
          store.get(unitPreference),
          store.get(adminElementEnabled),
          store.get(photoEditState('maple-st')),
        ]),
      ),
    )
    expect(values).toEqual([{}, 'imperial', true, []])
  })

  it('reads back what it wrote, keeping photo edits per tour', () => {
    const edits = [
      { code: 'p2', hidden: false },
      { code: 'p1', hidden: true },
    ]
    const values = run(
      LocalStore.layerTest,
      LocalStore.use((store) =>
        Effect.gen(function* () {
          yield* store.set(hintHistory, { scenes: 'completed', share: 'dismissed' })
          yield* store.set(unitPreference, 'metric')
          yield* store.set(adminElementEnabled, false)
          yield* store.set(photoEditState('maple-st'), edits)
          return yield* Effect.all([
            store.get(hintHistory),
            store.get(unitPreference),
            store.get(adminElementEnabled),
            store.get(photoEditState('maple-st')),
            store.get(photoEditState('oak-ave')),
          ])
        }),
      ),
    )
    expect(values).toEqual([{ scenes: 'completed', share: 'dismissed' }, 'metric', false, edits, []])
  })

  it('forgets a removed value', () => {
    const value = run(
      LocalStore.layerTest,
      LocalStore.use((store) =>
        store
          .set(photoEditState('maple-st'), [{ code: 'p1', hidden: true }])
          .pipe(
            Effect.andThen(store.remove(photoEditState('maple-st'))),
            Effect.andThen(store.get(photoEditState('maple-st'))),
          ),
      ),
    )
    expect(value).toEqual([])
  })

  it('falls back to the default for unreadable or invalid stored values', () => {
    const storage = memoryStorage()
    storage.setItem(unitPreference.key, '{not json')
    storage.setItem(hintHistory.key, JSON.stringify({ scenes: 'maybe' }))
    storage.setItem(adminElementEnabled.key, JSON.stringify('yes'))
    storage.setItem(photoEditState('maple-st').key, JSON.stringify([{ code: 1 }]))
    const values = run(
      LocalStore.layerFrom(() => storage),
      LocalStore.use((store) =>
        Effect.all([
          store.get(unitPreference),
          store.get(hintHistory),
          store.get(adminElementEnabled),
          store.get(photoEditState('maple-st')),
        ]),
      ),
    )
    expect(values).toEqual(['imperial', {}, true, []])
  })

  it('keeps values in memory when storage throws (blocked cookies in a third-party iframe)', () => {
    const blocked = (): KeyValueStorage => {
      throw new DOMException('The operation is insecure.', 'SecurityError')
    }
    const values = run(
      LocalStore.layerFrom(blocked),
      LocalStore.use((store) =>
        Effect.gen(function* () {
          const before = yield* store.get(unitPreference)
          yield* store.set(unitPreference, 'metric')
          return [before, yield* store.get(unitPreference)]
        }),
      ),
    )
    expect(values).toEqual(['imperial', 'metric'])
  })

  it('keeps a write in memory when the storage refuses it (quota full)', () => {
    const storage = memoryStorage()
    const full: KeyValueStorage = {
      ...storage,
      setItem: () => {
        throw new DOMException('Quota exceeded', 'QuotaExceededError')
      },
    }
    const value = run(
      LocalStore.layerFrom(() => full),
      LocalStore.use((store) =>
        store.set(adminElementEnabled, false).pipe(Effect.andThen(store.get(adminElementEnabled))),
      ),
    )
    expect(value).toBe(false)
  })

  it('the live layer stores JSON in window.localStorage under prefixed keys', () => {
    window.localStorage.setItem(adminElementEnabled.key, 'false')
    const values = run(
      LocalStore.layer,
      LocalStore.use((store) =>
        Effect.gen(function* () {
          yield* store.set(unitPreference, 'metric')
          return yield* store.get(adminElementEnabled)
        }),
      ),
    )
    expect(values).toBe(false)
    expect(window.localStorage.getItem('showhome.unitPreference')).toBe('"metric"')
  })
})
