// Every call defined in src/schemas/api, found by the bundler, so a new group file is checked (and fuzzed) without
// being listed anywhere.
import type { ApiCall } from '../../src/schemas/api/call'

const modules = import.meta.glob<Record<string, unknown>>('../../src/schemas/api/*.ts', { eager: true })

const isCall = (value: unknown): value is ApiCall =>
  typeof value === 'object' &&
  value !== null &&
  'backend' in value &&
  'method' in value &&
  'path' in value &&
  'request' in value &&
  'response' in value

export interface DefinedCall {
  /** The group file's name without '.ts' ('booking'). */
  readonly file: string
  /** The exported name ('submitAddress'). */
  readonly name: string
  readonly call: ApiCall
}

export const definedCalls: ReadonlyArray<DefinedCall> = Object.entries(modules).flatMap(([file, exports]) =>
  Object.entries(exports)
    .filter((entry): entry is [string, ApiCall] => isCall(entry[1]))
    .map(([name, call]) => ({ file: file.replace(/^.*\//, '').replace(/\.ts$/, ''), name, call })),
)
