import { type Schema, SchemaAST } from 'effect'
import { describe, expect, it } from 'vitest'
import { pathParams } from '../../src/schemas/api/call'
import { definedCalls } from '../support/api-calls'

const calls = definedCalls.map(({ file, name, call }) => ({ name: `${file}.ts ${name}`, call }))

/** The request's fields; every call's request is a struct, since path and query are filled from named fields. */
const fieldsOf = (request: Schema.Top): Record<string, Schema.Top> =>
  'fields' in request ? (request.fields as Record<string, Schema.Top>) : {}

/** Whether a field's wire form is text (a path segment or a query value must be). */
const isTextOnTheWire = (field: Schema.Top): boolean => {
  const encoded = SchemaAST.toEncoded(field.ast)
  const isText = (ast: SchemaAST.AST): boolean =>
    SchemaAST.isString(ast) ||
    (SchemaAST.isLiteral(ast) && typeof ast.literal === 'string') ||
    (SchemaAST.isUnion(ast) && ast.types.every(isText))
  return isText(encoded)
}

describe('api calls', () => {
  it('are found in every group file', () => {
    const files = new Set(calls.map((c) => c.name.split(' ')[0]))
    expect([...files].sort()).toEqual([
      'auth.ts',
      'booking.ts',
      'event.ts',
      'finance.ts',
      'geocode.ts',
      'listing.ts',
      'order.ts',
      'tour.ts',
    ])
  })

  it.each(calls)('$name: path starts with / and each {param} is a request field', ({ call }) => {
    expect(call.path.startsWith('/')).toBe(true)
    expect('fields' in call.request).toBe(true)
    const fields = fieldsOf(call.request)
    for (const param of pathParams(call.path)) {
      expect(Object.keys(fields)).toContain(param)
      expect(isTextOnTheWire(fields[param] as Schema.Top)).toBe(true)
    }
  })

  it.each(calls.filter(({ call }) => call.method !== 'POST'))(
    '$name: a GET sends only text in its query',
    ({ call }) => {
      for (const field of Object.values(fieldsOf(call.request))) expect(isTextOnTheWire(field)).toBe(true)
    },
  )

  it('no two calls share a backend, method and path', () => {
    const keys = calls.map(({ call }) => `${call.backend} ${call.method} ${call.path}`)
    expect(new Set(keys).size).toBe(keys.length)
  })

  it('cover every call of SPEC §7', () => {
    const paths = calls.map(({ call }) => `${call.backend} ${call.method} ${call.path.replace(/\?.*$/, '')}`)
    const spec = [
      'api POST /booking/start',
      'api POST /booking/submitaddress',
      'api POST /booking/submitproduct',
      'api POST /booking/submitschedule',
      'api POST /booking/submitcontact',
      'api POST /booking/submitconfirm',
      'api POST /booking/update-owner',
      'api POST /booking/photographer-instructions',
      'api POST /booking/create-adjustment',
      'api POST /booking/delete-adjustment',
      'api POST /booking/confirmbooking',
      'api POST /booking/enable-waitlist',
      'api POST /booking/getappointmenttimes',
      'api POST /booking/startchange',
      'api POST /booking/changeorder',
      'api POST /booking/getforlisting',
      'api POST /listing/my',
      'api POST /listing/explore',
      'api POST /listing/get',
      'api POST /listing/updatephotos',
      'api POST /listing/appointment-guide',
      'api POST /listing/feedback-rating',
      'api POST /listing/feedback-comment',
      'api POST /listing/zip/{tourName}',
      'api GET /listing/metadata/{tourName}',
      'api GET /tour/{tourName}',
      'auth POST /user/sign-in',
      'auth POST /user/register',
      'auth POST /user/sign-out',
      'auth POST /user/register/code',
      'auth POST /user/register/verify',
      'auth POST /user/password/code',
      'auth POST /user/password/verify',
      'auth POST /user/password/submit',
      'auth POST /sso/verify',
      'finance GET /subscription/charge/secret',
      'api POST /event',
    ]
    for (const call of spec) expect(paths).toContain(call)
  })
})
