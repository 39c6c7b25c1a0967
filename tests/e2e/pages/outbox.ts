// The dev outbox (server/http/dev.ts) answers signed-in internal admins only. The tests read it as the demo admin, in
// a request context of their own (one per worker), so the page under test and the test's own `request` stay signed
// in as whoever they are.
import { type APIRequestContext, expect, request, test } from '@playwright/test'

/** The demo internal admin (server/demo/users.ts; its password is public on purpose). */
export const DEMO_ADMIN = { email: 'admin@showhome.example', password: 'showhome-demo' } as const

let admin: Promise<APIRequestContext> | undefined

function adminRequest(): Promise<APIRequestContext> {
  admin ??= (async () => {
    const context = await request.newContext({ baseURL: test.info().project.use.baseURL })
    const signedIn = await context.post('/auth/user/sign-in', { data: DEMO_ADMIN })
    expect(signedIn.ok(), 'the demo admin signs in to read the outbox').toBe(true)
    return context
  })().catch((error: unknown) => {
    admin = undefined
    throw error
  })
  return admin
}

/** The mails sent to the address, newest first. */
export async function outboxMails(email: string) {
  const response = await (await adminRequest()).get(`/dev/outbox.json?to=${encodeURIComponent(email)}`)
  expect(response.ok()).toBe(true)
  return (await response.json()) as Array<{ subject: string; text: string }>
}
