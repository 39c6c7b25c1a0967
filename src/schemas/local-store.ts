// What the browser keeps in local storage (SPEC §3 "Stored locally"), each value with its schema and the default
// used when nothing valid is stored. The LocalStore service reads and writes these; nothing else touches storage.
import { Schema } from 'effect'

/** A stored value: its storage key, the schema its JSON must match, and what to use when it does not. */
export interface StoredValue<A> {
  readonly key: string
  readonly schema: Schema.Codec<A, unknown>
  readonly fallback: A
}

/** Every key carries this prefix, so our values never collide with another script on the same origin. */
const KEY_PREFIX = 'showhome.'

const stored = <A>(name: string, schema: Schema.Codec<A, unknown>, fallback: A): StoredValue<A> => ({
  key: `${KEY_PREFIX}${name}`,
  schema,
  fallback,
})

/** How a hint ended: the visitor followed it through, or closed it. Either way it is not shown again. */
export const HintOutcome = Schema.Literals(['completed', 'dismissed'])
export type HintOutcome = typeof HintOutcome.Type

/** Hint name → how it ended. */
export const HintHistory = Schema.Record(Schema.String, HintOutcome)
export type HintHistory = typeof HintHistory.Type

export const UnitPreference = Schema.Literals(['imperial', 'metric'])
export type UnitPreference = typeof UnitPreference.Type

/** One photo in the visitor's edited order, with whether it is hidden from the listing. */
export const PhotoEditEntry = Schema.Struct({ code: Schema.String, hidden: Schema.Boolean })
export type PhotoEditEntry = typeof PhotoEditEntry.Type

/** Unsaved photo edits of one tour: the photo codes in their new order. */
export const PhotoEditState = Schema.Array(PhotoEditEntry)
export type PhotoEditState = typeof PhotoEditState.Type

export const hintHistory = stored<HintHistory>('hintHistory', HintHistory, {})
export const unitPreference = stored<UnitPreference>('unitPreference', UnitPreference, 'imperial')
export const adminElementEnabled = stored<boolean>('adminElementEnabled', Schema.Boolean, true)

/** Photo edits are kept per tour, so editing one listing never reorders another; empty means "no edits". */
export const photoEditState = (tourName: string) =>
  stored<PhotoEditState>(`photoEditState.${tourName}`, PhotoEditState, [])
