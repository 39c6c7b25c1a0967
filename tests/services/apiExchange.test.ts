// The pure halves of an exchange: how a described call's request is split, and how answers become values or
// tagged errors (SPEC §8). The HttpClient tests cover the same ground over a real server.
import { Effect, Schema } from 'effect'
import { describe, expect, it } from 'vitest'
import { defineCall } from '../../src/schemas/api/call'
import { interpretAnswer, toOutgoingRequest } from '../../src/services/apiExchange'

const zip = defineCall({
  backend: 'api',
  method: 'GET',
  path: '/listing/zip/{tourName}',
  request: Schema.Struct({
    tourName: Schema.String,
    sizes: Schema.Array(Schema.String),
    note: Schema.optionalKey(Schema.String),
  }),
  response: Schema.String,
})

const failureOf = (status: number, text: string) => Effect.runPromise(Effect.flip(interpretAnswer(status, text)))

describe('toOutgoingRequest', () => {
  it('fills path parameters and repeats array fields in the query, skipping absent ones', () => {
    const outgoing = toOutgoingRequest(zip, { tourName: 'a b', sizes: ['web', 'print'], note: undefined })
    expect(outgoing.path).toBe('/listing/zip/a%20b')
    expect(outgoing.searchParams?.toString()).toBe('sizes=web&sizes=print')
    expect(outgoing.json).toBeUndefined()
  })

  it('sends the remaining fields of a POST as the JSON body', () => {
    const post = { ...zip, method: 'POST' as const }
    expect(toOutgoingRequest(post, { tourName: 't', sizes: ['web'] })).toEqual({
      path: '/listing/zip/t',
      json: { sizes: ['web'] },
    })
  })
})

describe('interpretAnswer', () => {
  it('parses a 2xx JSON body, and an empty body as undefined', async () => {
    expect(await Effect.runPromise(interpretAnswer(200, '{"a":1}'))).toEqual({ a: 1 })
    expect(await Effect.runPromise(interpretAnswer(204, ''))).toBeUndefined()
  })

  it('gives each status its tagged error', async () => {
    expect(await failureOf(400, '{"fieldErrors":{"email":"Required"}}')).toMatchObject({ _tag: 'FieldErrors' })
    expect(await failureOf(400, '{"message":"Closed"}')).toMatchObject({ _tag: 'StatusError', message: 'Closed' })
    expect(await failureOf(429, '{}')).toMatchObject({ _tag: 'StatusError' })
    expect(await failureOf(404, '')).toMatchObject({ _tag: 'NotFound' })
    expect(await failureOf(401, '')).toMatchObject({ _tag: 'Unauthorized' })
    expect(await failureOf(403, '')).toMatchObject({ _tag: 'Unauthorized' })
    expect(await failureOf(503, '{"message":"busy"}')).toMatchObject({ _tag: 'Unreachable' })
    expect(await failureOf(400, '{"fieldErrors":"nope"}')).toMatchObject({ _tag: 'Unreachable' })
    expect(await failureOf(200, '<html>')).toMatchObject({ _tag: 'Unreachable' })
  })
})
