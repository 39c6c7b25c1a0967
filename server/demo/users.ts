// The demo accounts (ARCHITECTURE §5): one person per role, so every permission of SPEC §6 can be tried out of the
// box. Their password is public on purpose (README, start-up banner): this is demo data, never a secret.
import type { Kysely } from 'kysely'
import { hashPassword } from '../auth/passwords'
import { insertUser } from '../db/repos/users'
import type { Database, UserRole } from '../db/schema'

export const DEMO_PASSWORD = 'showhome-demo'

export interface DemoUser {
  readonly email: string
  readonly firstName: string
  readonly lastName: string
  readonly phone: string
  readonly role: UserRole
  readonly isVerified: boolean
  /** What this account is for, as the start-up banner explains it. */
  readonly purpose: string
}

export const DEMO_USERS: ReadonlyArray<DemoUser> = [
  {
    email: 'owner@showhome.example',
    firstName: 'Olive',
    lastName: 'Owner',
    phone: '+1 312 555 0101',
    role: 'user',
    isVerified: true,
    purpose: 'listing owner',
  },
  {
    email: 'unverified@showhome.example',
    firstName: 'Uma',
    lastName: 'Unverified',
    phone: '+1 312 555 0102',
    role: 'user',
    isVerified: false,
    purpose: 'signed in, e-mail not verified',
  },
  {
    email: 'visitor@showhome.example',
    firstName: 'Victor',
    lastName: 'Visitor',
    phone: '+1 312 555 0103',
    role: 'user',
    isVerified: true,
    purpose: 'verified, owns no listing',
  },
  {
    email: 'agent@showhome.example',
    firstName: 'Avery',
    lastName: 'Agent',
    phone: '+1 312 555 0106',
    role: 'user',
    isVerified: true,
    purpose: 'subscriber: active Agent monthly plan',
  },
  {
    email: 'orders@showhome.example',
    firstName: 'Oscar',
    lastName: 'Orders',
    phone: '+1 312 555 0104',
    role: 'order_admin',
    isVerified: true,
    purpose: 'order admin',
  },
  {
    email: 'admin@showhome.example',
    firstName: 'Ada',
    lastName: 'Admin',
    phone: '+1 312 555 0105',
    role: 'internal_admin',
    isVerified: true,
    purpose: 'internal admin (global permission)',
  },
]

/** Adds the demo accounts that do not exist yet; returns those it added. */
export async function seedDemoUsers(db: Kysely<Database>): Promise<ReadonlyArray<DemoUser>> {
  const existing = new Set(
    (
      await db
        .selectFrom('users')
        .select('email')
        .where(
          'email',
          'in',
          DEMO_USERS.map((u) => u.email),
        )
        .execute()
    ).map((row) => row.email),
  )
  const missing = DEMO_USERS.filter((u) => !existing.has(u.email))
  const passwordHash = missing.length > 0 ? await hashPassword(DEMO_PASSWORD) : ''
  for (const user of missing) {
    await insertUser(db, {
      email: user.email,
      first_name: user.firstName,
      last_name: user.lastName,
      phone: user.phone,
      password_hash: passwordHash,
      role: user.role,
      is_verified: user.isVerified,
    })
  }
  return missing
}

/** The lines the server prints once it has seeded: who to sign in as. */
export function demoCredentialsBanner(): string {
  const width = Math.max(...DEMO_USERS.map((u) => u.email.length))
  return [
    `Demo accounts (password for all: ${DEMO_PASSWORD}):`,
    ...DEMO_USERS.map((u) => `  ${u.email.padEnd(width)}  ${u.purpose}`),
  ].join('\n')
}
