// The event the gallery's sender builds from a type and an optional JSON object of its other fields.

export const EVENT_PAYLOAD_MAX_LENGTH = 10_000

export type EventPayloadResult =
  | { readonly ok: true; readonly event: { readonly type: string; readonly [key: string]: unknown } }
  | { readonly ok: false; readonly error: string }

export function eventFromPayload(type: string, payload: string): EventPayloadResult {
  const eventType = type.trim()
  if (eventType === '') return { ok: false, error: 'Choose an event to send.' }
  if (payload.length > EVENT_PAYLOAD_MAX_LENGTH) {
    return { ok: false, error: `The fields are too long (at most ${EVENT_PAYLOAD_MAX_LENGTH} characters).` }
  }
  if (payload.trim() === '') return { ok: true, event: { type: eventType } }
  let fields: unknown
  try {
    fields = JSON.parse(payload)
  } catch {
    return { ok: false, error: 'The fields are not valid JSON (for example {"code": "a1"}).' }
  }
  if (typeof fields !== 'object' || fields === null || Array.isArray(fields)) {
    return { ok: false, error: 'The fields must be a JSON object, like {"code": "a1"}.' }
  }
  return { ok: true, event: { ...(fields as Record<string, unknown>), type: eventType } }
}
