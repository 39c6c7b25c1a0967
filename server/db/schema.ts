// Table types for Kysely. One interface per table; columns as the database sees them.
import type { ColumnType, Generated, Insertable, Selectable } from 'kysely'

type CreatedAt = ColumnType<Date, Date | string | undefined, never>

/** Roles a person can hold (ARCHITECTURE §4): order admins see order powers, internal admins hold `global`. */
export type UserRole = 'user' | 'order_admin' | 'internal_admin'

export interface UsersTable {
  id: Generated<string>
  /** Always stored lower-cased and trimmed, so look-ups are exact. */
  email: string
  first_name: string
  last_name: string
  phone: Generated<string>
  password_hash: string
  is_verified: Generated<boolean>
  role: Generated<UserRole>
  created_at: Generated<CreatedAt>
}

export interface SessionsTable {
  /** SHA-256 of the cookie's token: a leaked table does not hand out sessions. */
  id: string
  user_id: string
  created_at: Generated<CreatedAt>
  expires_at: Date
}

export interface ListingsTable {
  id: Generated<string>
  tour_name: string
  owner_user_id: string | null
  is_offline: Generated<boolean>
  created_at: Generated<CreatedAt>
  updated_at: Generated<Date>
}

export interface Database {
  users: UsersTable
  sessions: SessionsTable
  listings: ListingsTable
}

export type UserRow = Selectable<UsersTable>
export type NewUser = Insertable<UsersTable>
export type ListingRow = Selectable<ListingsTable>
