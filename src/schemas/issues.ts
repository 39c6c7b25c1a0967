// Turns Effect Schema issues into the spec's wording (SPEC §5/§8: 'Required', 'Invalid', field errors keyed by
// field). Shared by the server (request validation) and the browser (form validation) so both say the same.
import { SchemaIssue } from 'effect'

export interface FieldIssue {
  readonly path: ReadonlyArray<PropertyKey>
  readonly message: string
}

const leafHook: SchemaIssue.LeafHook = (issue) => {
  const annotated = 'annotations' in issue ? issue.annotations?.message : undefined
  if (typeof annotated === 'string') return annotated
  switch (issue._tag) {
    case 'MissingKey':
      return 'Required'
    case 'UnexpectedKey':
      return 'Unknown field'
    case 'InvalidType':
    case 'InvalidValue':
    case 'OneOf':
      return 'Invalid'
    case 'Forbidden':
      return 'Not allowed'
  }
}

const formatter = SchemaIssue.makeFormatterStandardSchemaV1({ leafHook })

/** Every problem in an issue tree, each with the path of the field it concerns. */
export function formatIssues(issue: SchemaIssue.Issue): ReadonlyArray<FieldIssue> {
  return formatter(issue).issues.map((i) => ({
    path: (i.path ?? []).map((p) => (typeof p === 'object' && p !== null && 'key' in p ? p.key : p)),
    message: i.message,
  }))
}

/** The first message per field, keyed by dotted path ('contact.email'); problems of the whole body under ''. */
export function toFieldErrors(issue: SchemaIssue.Issue): Record<string, string> {
  const out: Record<string, string> = {}
  for (const { path, message } of formatIssues(issue)) {
    const key = path.map(String).join('.')
    if (!(key in out)) out[key] = message
  }
  return out
}
