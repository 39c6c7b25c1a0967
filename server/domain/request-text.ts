// The outer bound on what a JSON request may hold, checked on the parsed body before any schema runs (issue 15):
// no text longer than TEXT_MAX_LENGTH, no NUL character (PostgreSQL text cannot store it), no lone UTF-16 surrogate
// (not encodable as UTF-8), and no nesting deeper than any call needs. Field schemas set tighter limits of their own;
// this is the net under every field, including ones a schema forgets to bound.
import { TEXT_MAX_LENGTH } from '../../src/schemas/constants'

/** Deeper than any request of ours (a booking contact step is four levels). */
export const MAX_JSON_DEPTH = 16

export interface TextProblem {
  /** The field, as a dotted path ('model.billingContact.firstName'); '' for the body itself. */
  readonly path: string
  readonly message: string
}

const textProblem = (text: string): string | undefined => {
  if (text.length > TEXT_MAX_LENGTH) return `Must be at most ${TEXT_MAX_LENGTH} characters`
  if (text.includes('\u0000') || !text.isWellFormed()) return 'Contains characters that are not allowed'
  return undefined
}

/** The first problem found in a parsed JSON value, walking it without recursion; undefined when it is clean. */
export function findTextProblem(body: unknown): TextProblem | undefined {
  const stack: Array<{ value: unknown; path: ReadonlyArray<string> }> = [{ value: body, path: [] }]
  while (stack.length > 0) {
    const { value, path } = stack.pop() as { value: unknown; path: ReadonlyArray<string> }
    if (typeof value === 'string') {
      const message = textProblem(value)
      if (message) return { path: path.join('.'), message }
      continue
    }
    if (typeof value !== 'object' || value === null) continue
    if (path.length >= MAX_JSON_DEPTH) return { path: path.join('.'), message: 'Nested too deeply' }
    for (const [key, child] of Object.entries(value)) {
      const keyMessage = textProblem(key)
      if (keyMessage) return { path: [...path, key.slice(0, 64)].join('.'), message: `Field name: ${keyMessage}` }
      stack.push({ value: child, path: [...path, key] })
    }
  }
  return undefined
}
