// fast-check arbitraries from the shared Effect schemas, for the fuzz suite (tests/server/fuzz.test.ts): values that
// look valid (read off the encoded AST, honouring the checks' arbitrary constraints: lengths, patterns, integers,
// ranges), and mutations of any value (wrong types, missing and extra fields, bad text, huge and deeply nested
// values, long arrays). Only the node kinds the request schemas use are known (Objects, String, Number, Boolean,
// Literal, Union, Arrays, Null, Suspend); anything else becomes arbitrary JSON.
import { SchemaAST } from 'effect'
import fc from 'fast-check'

/** Real values for a field, by its path in the request ('info.id', 'tourName'); undefined leaves it to the schema. */
export type FieldHints = (path: ReadonlyArray<string>) => fc.Arbitrary<unknown> | undefined

/** What the checks on a node ask of its values (merged from every check's `arbitraryConstraint`). */
interface Constraints {
  minLength?: number
  maxLength?: number
  patterns: RegExp[]
  integer: boolean
  minimum?: number
  maximum?: number
}

function constraintsOf(ast: SchemaAST.AST): Constraints {
  const found: Constraints = { patterns: [], integer: false }
  const visit = (check: SchemaAST.Check<unknown>) => {
    if (check._tag === 'FilterGroup') {
      for (const inner of check.checks) visit(inner)
    }
    const given = check.annotations?.arbitraryConstraint as Record<string, unknown> | undefined
    if (!given) return
    if (typeof given.minLength === 'number') found.minLength = Math.max(found.minLength ?? 0, given.minLength)
    if (typeof given.maxLength === 'number') found.maxLength = Math.min(found.maxLength ?? Infinity, given.maxLength)
    if (given.number === 'integer') found.integer = true
    if (typeof given.minimum === 'number') found.minimum = Math.max(found.minimum ?? -Infinity, given.minimum)
    if (typeof given.maximum === 'number') found.maximum = Math.min(found.maximum ?? Infinity, given.maximum)
    for (const p of (given.patterns as ReadonlyArray<{ source: string; flags: string }> | undefined) ?? []) {
      found.patterns.push(new RegExp(p.source, p.flags.replace('g', '')))
    }
  }
  for (const check of ast.checks ?? []) visit(check)
  return found
}

const json = fc.jsonValue({ maxDepth: 2 })

/** Ordinary text of the kind forms carry, now and then right at (or one past) the field's length limit. */
function textArbitrary(c: Constraints): fc.Arbitrary<string> {
  const matching = c.patterns.map((regExp) => fc.stringMatching(regExp))
  if (matching.length > 0) return fc.oneof(...matching)
  const min = c.minLength ?? 0
  const max = Math.max(min, Math.min(c.maxLength ?? 40, 40))
  const options: Array<fc.WeightedArbitrary<string>> = [
    { arbitrary: fc.string({ minLength: min, maxLength: max }), weight: 4 },
    { arbitrary: fc.string({ minLength: min, maxLength: max, unit: 'grapheme' }), weight: 2 },
    {
      arbitrary: fc.constantFrom('Avery', 'Stone', '2150 N Kenmore Ave, Chicago', '555-0100', 'web', 'a@b.co'),
      weight: 2,
    },
  ]
  if (c.maxLength !== undefined) {
    const limit = c.maxLength
    options.push({ arbitrary: fc.constantFrom('x'.repeat(limit), 'x'.repeat(limit + 1)), weight: 1 })
  }
  return fc.oneof(...options)
}

function numberArbitrary(c: Constraints): fc.Arbitrary<number> {
  const min = c.minimum ?? (c.integer ? -1_000_000 : -1e6)
  const max = c.maximum ?? (c.integer ? 1_000_000 : 1e6)
  if (c.integer) return fc.integer({ min: Math.ceil(min), max: Math.floor(max) })
  return fc.double({ min, max, noNaN: true, noDefaultInfinity: true })
}

/**
 * Values the schema's encoded side (what travels as JSON) would accept or nearly accept. `hints` may swap in real
 * values for named fields (an existing order's id, a listing's tour name).
 */
export function encodedArbitrary(
  schemaAst: SchemaAST.AST,
  hints: FieldHints = () => undefined,
  path: ReadonlyArray<string> = [],
  depth = 0,
): fc.Arbitrary<unknown> {
  const generic = genericArbitrary(schemaAst, hints, path, depth)
  const hinted = hints(path)
  return hinted ? fc.oneof({ arbitrary: hinted, weight: 3 }, { arbitrary: generic, weight: 1 }) : generic
}

function genericArbitrary(
  ast: SchemaAST.AST,
  hints: FieldHints,
  path: ReadonlyArray<string>,
  depth: number,
): fc.Arbitrary<unknown> {
  const c = constraintsOf(ast)
  if (SchemaAST.isString(ast)) return textArbitrary(c)
  if (SchemaAST.isNumber(ast)) return numberArbitrary(c)
  if (SchemaAST.isBoolean(ast)) return fc.boolean()
  if (SchemaAST.isLiteral(ast)) return fc.constant(ast.literal)
  if (SchemaAST.isNull(ast)) return fc.constant(null)
  if (SchemaAST.isSuspend(ast))
    return depth > 6 ? fc.constant(null) : encodedArbitrary(ast.thunk(), hints, path, depth + 1)
  if (SchemaAST.isUnion(ast)) {
    return fc.oneof(...ast.types.map((member) => encodedArbitrary(member, hints, path, depth + 1)))
  }
  if (SchemaAST.isArrays(ast)) {
    const elements = ast.elements.map((element, i) => encodedArbitrary(element, hints, [...path, String(i)], depth + 1))
    const [rest] = ast.rest
    const head = fc.tuple(...elements)
    if (!rest) return head
    const restArb = fc.array(encodedArbitrary(rest, hints, [...path, '*'], depth + 1), {
      minLength: Math.max(0, (c.minLength ?? 0) - elements.length),
      maxLength: depth > 4 ? 1 : 3,
    })
    return fc.tuple(head, restArb).map(([h, r]) => [...h, ...r])
  }
  if (SchemaAST.isObjects(ast)) {
    const model: Record<string, fc.Arbitrary<unknown>> = {}
    const requiredKeys: string[] = []
    for (const property of ast.propertySignatures) {
      const name = String(property.name)
      model[name] = encodedArbitrary(property.type, hints, [...path, name], depth + 1)
      if (!SchemaAST.isOptional(property.type)) requiredKeys.push(name)
    }
    return fc.record(model, { requiredKeys })
  }
  return json
}

/** Text no field should choke on: NUL, lone surrogates, escapes of every kind, and the lengths around the limits. */
export const oddText: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    'a\u0000b',
    '\uD800',
    'x\uDC00y',
    'end\uD83D',
    '\uFEFFbom',
    '\u202Eevil',
    'e\u0301',
    '../../../../etc/passwd',
    '..\\..\\windows',
    '%00',
    '%ZZ',
    "' OR 1=1 --",
    '"; drop table users; --',
    '<script>alert(1)</script>',
    '{{7*7}}<%= 7*7 %>',
    '__proto__',
    'constructor',
    'NaN',
    '-0',
    '1e309',
    '0x1F',
    '00000000-0000-0000-0000-000000000000',
    'ffffffff-ffff-ffff-ffff-ffffffffffff',
    '\r\nSet-Cookie: x=1',
    '💥'.repeat(300),
    'x'.repeat(255),
    'x'.repeat(4_001),
    'x'.repeat(20_000),
  ),
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.string({ unit: 'grapheme', maxLength: 30 }),
)

/** A value of another type than the field's. */
const wrongType: fc.Arbitrary<unknown> = fc.constantFrom<unknown>(
  null,
  0,
  -1,
  1.5,
  1e308,
  -1e308,
  2 ** 53 + 2,
  true,
  false,
  '',
  'text',
  '1',
  'true',
  [],
  [null],
  {},
  { a: 1 },
)

/**
 * Deep nesting: just past the server's depth bound, and far past it. A thousand levels at most: structuredClone and
 * JSON.stringify recurse (the fuzz suite sends deeper bodies as raw JSON text).
 */
const deep = fc.tuple(fc.constantFrom(17, 40, 300, 1_000), fc.boolean()).map(([levels, arrays]) => {
  let value: unknown = 'x'
  for (let i = 0; i < levels; i++) value = arrays ? [value] : { a: value }
  return value
})

const longArray = fc
  .tuple(fc.constantFrom(1_000, 12_000), fc.constantFrom<unknown>(0, 'x', null, {}, { code: 'a', hidden: false }))
  .map(([length, item]) =>
    Array.from({ length }, () => (item !== null && typeof item === 'object' ? { ...item } : item)),
  )

/**
 * Marks a string the request builder pads, once the rest of the body is known, so that the whole body is exactly a
 * chosen size (just under or over a call's limit).
 */
export const PAD_MARKER = '\u0001pad\u0001'

const extraField = fc.tuple(
  fc.constantFrom(
    'admin',
    'role',
    'isAdmin',
    'ownerUserId',
    'id',
    '__proto__',
    'constructor',
    '',
    'x'.repeat(70),
    '\u0000',
  ),
  fc.oneof(json, wrongType),
)

export type Mutation =
  | { readonly kind: 'type'; readonly at: number; readonly value: unknown }
  | { readonly kind: 'text'; readonly at: number; readonly value: string }
  | { readonly kind: 'drop'; readonly at: number }
  | { readonly kind: 'extra'; readonly at: number; readonly key: string; readonly value: unknown }
  | { readonly kind: 'deep'; readonly at: number; readonly value: unknown }
  | { readonly kind: 'long-array'; readonly at: number; readonly value: unknown }
  | { readonly kind: 'pad'; readonly at: number }

export const mutationArbitrary: fc.Arbitrary<Mutation> = fc.oneof(
  { arbitrary: fc.record({ kind: fc.constant('type' as const), at: fc.nat(), value: wrongType }), weight: 4 },
  { arbitrary: fc.record({ kind: fc.constant('text' as const), at: fc.nat(), value: oddText }), weight: 5 },
  { arbitrary: fc.record({ kind: fc.constant('drop' as const), at: fc.nat() }), weight: 3 },
  {
    arbitrary: fc.tuple(fc.nat(), extraField).map(([at, [key, value]]) => ({ kind: 'extra' as const, at, key, value })),
    weight: 3,
  },
  { arbitrary: fc.record({ kind: fc.constant('deep' as const), at: fc.nat(), value: deep }), weight: 1 },
  { arbitrary: fc.record({ kind: fc.constant('long-array' as const), at: fc.nat(), value: longArray }), weight: 1 },
  { arbitrary: fc.record({ kind: fc.constant('pad' as const), at: fc.nat() }), weight: 1 },
)

type Slot = { readonly parent: Record<string, unknown> | unknown[]; readonly key: string | number } | undefined

/** Every node of a JSON value in pre-order, each with where it sits (undefined for the root). */
function slotsOf(root: unknown): Array<{ value: unknown; slot: Slot }> {
  const out: Array<{ value: unknown; slot: Slot }> = []
  const visit = (value: unknown, slot: Slot, depth: number) => {
    out.push({ value, slot })
    if (depth > 8 || typeof value !== 'object' || value === null) return
    // The first 20 items of an array are enough to aim at; a 12,000-item one need not be walked.
    const children: Array<[string | number, unknown]> = Array.isArray(value)
      ? value.slice(0, 20).map((child, i) => [i, child])
      : Object.entries(value)
    for (const [key, child] of children) {
      visit(child, { parent: value as Record<string, unknown> | unknown[], key }, depth + 1)
    }
  }
  visit(root, undefined, 0)
  return out
}

/**
 * Applies mutations to a copy of `value` (JSON-like), each at a node picked by its `at` among the nodes then. What a
 * mutation puts in is copied too: generated values (constants above all) are shared between runs, and a later
 * mutation must not grow them for every run after.
 */
export function applyMutations(value: unknown, mutations: ReadonlyArray<Mutation>): unknown {
  let root: unknown = structuredClone(value)
  for (const mutation of mutations) {
    const slots = slotsOf(root)
    const { value: node, slot } = slots[mutation.at % slots.length] as { value: unknown; slot: Slot }
    const replace = (given: unknown) => {
      const next = structuredClone(given)
      if (!slot) root = next
      else if (Array.isArray(slot.parent)) slot.parent[slot.key as number] = next
      else slot.parent[slot.key as string] = next
    }
    switch (mutation.kind) {
      case 'type':
      case 'text':
      case 'deep':
      case 'long-array':
        replace(mutation.value)
        break
      case 'pad':
        replace(PAD_MARKER)
        break
      case 'drop':
        if (slot && !Array.isArray(slot.parent)) delete slot.parent[slot.key as string]
        else if (slot && Array.isArray(slot.parent)) slot.parent.splice(slot.key as number, 1)
        break
      case 'extra':
        if (typeof node === 'object' && node !== null && !Array.isArray(node)) {
          const value = structuredClone(mutation.value)
          Object.defineProperty(node, mutation.key, { value, enumerable: true, writable: true, configurable: true })
        } else if (Array.isArray(node)) node.push(structuredClone(mutation.value))
        else replace({ [mutation.key]: mutation.value })
        break
    }
  }
  return root
}
