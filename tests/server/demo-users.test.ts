import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_PASSWORD, DEMO_USERS, demoCredentialsBanner, seedDemoUsers } from '../../server/demo/users'
import { startTestServer, type TestServer } from '../support/test-server'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.close())

describe('demo accounts (ARCHITECTURE §5)', () => {
  it('seeds one account per role, once', async () => {
    expect(await seedDemoUsers(server.db.kysely)).toHaveLength(DEMO_USERS.length)
    expect(await seedDemoUsers(server.db.kysely)).toHaveLength(0)
    const roles = await server.db.kysely.selectFrom('users').select(['email', 'role', 'is_verified']).execute()
    expect(new Set(roles.map((r) => r.role))).toEqual(new Set(['user', 'order_admin', 'internal_admin']))
    expect(roles.find((r) => r.email === 'unverified@showhome.example')?.is_verified).toBe(false)
  })

  it.each(DEMO_USERS.map((u) => u.email))('%s signs in with the demo password', async (email) => {
    const res = await server.client().post('/auth/user/sign-in', { email, password: DEMO_PASSWORD })
    expect(res.status).toBe(200)
    expect((await res.json()).user.email).toBe(email)
  })

  it('never overwrites an account that already exists', async () => {
    await server.db.kysely
      .updateTable('users')
      .set({ first_name: 'Renamed' })
      .where('email', '=', DEMO_USERS[0]!.email)
      .execute()
    await seedDemoUsers(server.db.kysely)
    const row = await server.db.kysely
      .selectFrom('users')
      .select('first_name')
      .where('email', '=', DEMO_USERS[0]!.email)
      .executeTakeFirstOrThrow()
    expect(row.first_name).toBe('Renamed')
  })

  it('prints every account and the password', () => {
    const banner = demoCredentialsBanner()
    expect(banner).toContain(DEMO_PASSWORD)
    for (const user of DEMO_USERS) expect(banner).toContain(user.email)
  })
})
