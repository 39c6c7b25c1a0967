// The two stored preferences the app chart starts with (SPEC §3 "Stored locally"), read at page start without
// Effect: the LocalStore service (./LocalStore.ts) and the schemas of src/schemas/local-store.ts load with the
// runtime, later. Keys, defaults and what counts as valid are theirs; tests/services/boot-store.test.ts checks the
// two agree.

/** The storage key of `adminElementEnabled` (src/schemas/local-store.ts). */
export const ADMIN_ELEMENT_ENABLED_KEY = 'showhome.adminElementEnabled'
/** The storage key of `unitPreference` (src/schemas/local-store.ts). */
export const UNIT_PREFERENCE_KEY = 'showhome.unitPreference'

export type BootUnit = 'imperial' | 'metric'

export interface BootPreferences {
  readonly adminElementsEnabled: boolean
  readonly unit: BootUnit
}

/** What the app starts with when nothing valid is stored. */
export const BOOT_PREFERENCE_DEFAULTS: BootPreferences = { adminElementsEnabled: true, unit: 'imperial' }

/**
 * The stored JSON under `key` when it passes `isValid`, else `fallback`. Never throws: storage that refuses to be
 * read (blocked in a third-party iframe) and text that is not JSON give the fallback too.
 */
function readStored<A>(
  storage: Pick<Storage, 'getItem'> | undefined,
  key: string,
  isValid: (value: unknown) => value is A,
  fallback: A,
): A {
  try {
    const text = storage?.getItem(key)
    if (text === null || text === undefined) return fallback
    const value: unknown = JSON.parse(text)
    return isValid(value) ? value : fallback
  } catch {
    return fallback
  }
}

const isBoolean = (value: unknown): value is boolean => typeof value === 'boolean'
const isUnit = (value: unknown): value is BootUnit => value === 'imperial' || value === 'metric'

/** The admin-elements switch and the unit preference, each its default when missing, unreadable or invalid. */
export function readBootPreferences(storage: Pick<Storage, 'getItem'> | undefined): BootPreferences {
  return {
    adminElementsEnabled: readStored(
      storage,
      ADMIN_ELEMENT_ENABLED_KEY,
      isBoolean,
      BOOT_PREFERENCE_DEFAULTS.adminElementsEnabled,
    ),
    unit: readStored(storage, UNIT_PREFERENCE_KEY, isUnit, BOOT_PREFERENCE_DEFAULTS.unit),
  }
}
