// Schemas of the embedded tour's messages (SPEC §6, script API; types and angles in messages.ts). The tour decodes
// every incoming message with them, because any page that embeds a public tour may post anything: a decoder
// answers a typed message or undefined, and never throws.
import { Option, Schema, SchemaTransformation } from 'effect'
import {
  AUTOPLAY_STATES,
  COMMAND_TYPES,
  clampTilt,
  ERROR_CODES,
  MAX_TEXT_LENGTH,
  normalisePan,
  type TourCommand as TourCommandMessage,
  type TourEvent as TourEventMessage,
} from './messages'

/** Scene codes and tour names: never empty, and short, so a hostile page cannot make us hold megabytes of text. */
const Code = Schema.String.check(Schema.isNonEmpty(), Schema.isMaxLength(MAX_TEXT_LENGTH))
/** Scene labels (group, floor, cluster) may be empty: a tour without floors has scenes on floor ''. */
const Label = Schema.String.check(Schema.isMaxLength(MAX_TEXT_LENGTH))

const angle = (normalise: (degrees: number) => number) =>
  Schema.Finite.pipe(
    Schema.decodeTo(Schema.Finite, SchemaTransformation.transform({ decode: normalise, encode: (degrees) => degrees })),
  )
/** Compass degrees clockwise from north; any finite value decodes to [0, 360). NaN and ±Infinity are refused. */
const Pan = angle(normalisePan)
/** Degrees above the horizon; any finite value decodes clamped to [−90, 90]. */
const Tilt = angle(clampTilt)

const command = Schema.Literal('command')
const event = Schema.Literal('event')

export const JumpCommand = Schema.Struct({ showhome: command, type: Schema.Literal('jump'), sceneCode: Code })
export const MoveCommand = Schema.Struct({ showhome: command, type: Schema.Literal('move'), sceneCode: Code })
export const RotateCommand = Schema.Struct({ showhome: command, type: Schema.Literal('rotate'), pan: Pan, tilt: Tilt })
export const SetFloorCommand = Schema.Struct({ showhome: command, type: Schema.Literal('setFloor'), floor: Label })
export const StartAutoplayCommand = Schema.Struct({ showhome: command, type: Schema.Literal('startAutoplay') })
export const StopAutoplayCommand = Schema.Struct({ showhome: command, type: Schema.Literal('stopAutoplay') })
/** A request id is the host's own label for matching the answer: short, like a code. */
const RequestId = Schema.optionalKey(Code)
export const GetStateCommand = Schema.Struct({
  showhome: command,
  type: Schema.Literal('getState'),
  requestId: RequestId,
})
/** Extra keys are dropped rather than refused, so a newer host that adds a field still drives an older tour. */
export const TourCommand = Schema.Union([
  JumpCommand,
  MoveCommand,
  RotateCommand,
  SetFloorCommand,
  StartAutoplayCommand,
  StopAutoplayCommand,
  GetStateCommand,
])
export type TourCommand = typeof TourCommand.Type

const Autoplay = Schema.Literals(AUTOPLAY_STATES)
const Section = Code
export const SceneSummary = Schema.Struct({ code: Code, group: Label, floor: Label, cluster: Label })
export const FloorSummary = Schema.Struct({ id: Label, name: Label })
const TypeList = Schema.Array(Code).check(Schema.isMaxLength(64))
export const ReadyEvent = Schema.Struct({
  showhome: event,
  type: Schema.Literal('ready'),
  version: Schema.Int.check(Schema.isGreaterThanOrEqualTo(2)),
  capabilities: Schema.Struct({ commands: TypeList, events: TypeList }),
  tourName: Code,
  sceneCode: Code,
  pan: Pan,
  tilt: Tilt,
  scenes: Schema.Array(SceneSummary),
  floors: Schema.Array(FloorSummary),
  floor: Label,
  section: Section,
  autoplay: Autoplay,
})
export const MoveEvent = Schema.Struct({ showhome: event, type: Schema.Literal('move'), sceneCode: Code })
export const RotateEvent = Schema.Struct({ showhome: event, type: Schema.Literal('rotate'), pan: Pan, tilt: Tilt })
export const FloorEvent = Schema.Struct({ showhome: event, type: Schema.Literal('floor'), floor: Label })
export const SectionEvent = Schema.Struct({ showhome: event, type: Schema.Literal('section'), section: Section })
export const AutoplayEvent = Schema.Struct({ showhome: event, type: Schema.Literal('autoplay'), state: Autoplay })
export const StateEvent = Schema.Struct({
  showhome: event,
  type: Schema.Literal('state'),
  requestId: RequestId,
  sceneCode: Code,
  floor: Label,
  section: Section,
  autoplay: Autoplay,
  pan: Pan,
  tilt: Tilt,
})
export const ErrorEvent = Schema.Struct({
  showhome: event,
  type: Schema.Literal('error'),
  code: Schema.Literals(ERROR_CODES),
  message: Schema.String.check(Schema.isMaxLength(MAX_TEXT_LENGTH)),
  command: Schema.optionalKey(Code),
  requestId: RequestId,
})
export const TourEvent = Schema.Union([
  ReadyEvent,
  MoveEvent,
  RotateEvent,
  FloorEvent,
  SectionEvent,
  AutoplayEvent,
  StateEvent,
  ErrorEvent,
])
export type TourEvent = typeof TourEvent.Type

// The schemas and the hand-written types of messages.ts (which the dependency-free client uses) must agree both
// ways; a drift fails type checking here rather than at a host page.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false
const agree = <T extends true>(): T | undefined => undefined
agree<Same<TourCommand, TourCommandMessage>>()
agree<Same<TourEvent, TourEventMessage>>()

const safely =
  <A>(decode: (input: unknown) => Option.Option<A>) =>
  (input: unknown): A | undefined => {
    // Structured clone cannot carry getters, but a same-window caller can pass a Proxy or an object whose getter
    // throws; the answer is still "not a message".
    try {
      return Option.getOrUndefined(decode(input))
    } catch {
      return undefined
    }
  }

/** A command from the host, with its angles normalised, or undefined for anything else. */
export const decodeTourCommand = safely(Schema.decodeUnknownOption(TourCommand))

/** What a message that is not a valid command was, for the error a v2 tour answers it with. */
export type RefusedCommand =
  /** Not marked as ours: another script's message on the same window, ignored without a word. */
  | { readonly marked: false }
  /** Marked `showhome: 'command'` but of an unknown type or shape; `type` when it names a known command. */
  | { readonly marked: true; readonly type?: (typeof COMMAND_TYPES)[number]; readonly requestId?: string }

/** Tells apart a message meant for us but malformed (answered with an error) from everyone else's (ignored). */
export function refusedCommand(input: unknown): RefusedCommand {
  try {
    if (typeof input !== 'object' || input === null || (input as { showhome?: unknown }).showhome !== 'command') {
      return { marked: false }
    }
    const { type, requestId } = input as { type?: unknown; requestId?: unknown }
    const known = COMMAND_TYPES.find((t) => t === type)
    const id = typeof requestId === 'string' && requestId.length > 0 && requestId.length <= MAX_TEXT_LENGTH
    return { marked: true, ...(known ? { type: known } : {}), ...(id ? { requestId } : {}) }
  } catch {
    return { marked: false }
  }
}
/** An event from the tour, with its angles normalised, or undefined for anything else. */
export const decodeTourEvent = safely(Schema.decodeUnknownOption(TourEvent))
