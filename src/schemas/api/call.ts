// How every call of SPEC §7 is described, once, for the browser's HttpClient and the server's handlers alike.
import { Schema } from 'effect'

/** The three backends (ARCHITECTURE §1), each under its own configurable base path. */
export type Backend = 'api' | 'auth' | 'finance'

export interface ApiCall<Req extends Schema.Top = Schema.Top, Res extends Schema.Top = Schema.Top> {
  readonly backend: Backend
  readonly method: 'GET' | 'POST' | 'HEAD'
  /**
   * Path under the backend's base, e.g. '/listing/zip/{tourName}'. Each `{name}` is filled from the request field
   * of that name (which then leaves the body). For GET and HEAD the remaining fields become the query string; for
   * POST they are the JSON body.
   */
  readonly path: string
  readonly request: Req
  readonly response: Res
  /**
   * How the answer's body is read before the response schema decodes it: JSON (the default) or the raw text, for
   * the one call that answers with HTML (GET /listing/metadata/{tourName}), or the raw bytes as a Blob, for the one
   * that answers with a file (POST /listing/appointment-guide).
   */
  readonly responseType?: 'json' | 'text' | 'blob'
}

/** Declares a call with its types inferred from the schemas. */
export const defineCall = <Req extends Schema.Top, Res extends Schema.Top>(call: ApiCall<Req, Res>) => call

/** The `{name}` placeholders of a path template. */
export const pathParams = (path: string): string[] => [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1] as string)

/** A call that takes no fields. */
export const NoFields = Schema.Struct({})

/** The answer of a call that only reports success (the spec shows no answer for it). */
export const Ok = Schema.Struct({ ok: Schema.Literal(true) })
export type Ok = typeof Ok.Type
