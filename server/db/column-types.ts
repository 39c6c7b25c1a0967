// Column types shared by the table interfaces (schema.ts and its parts).
import type { ColumnType } from 'kysely'

/** Written by the database's default; never updated. */
export type CreatedAt = ColumnType<Date, Date | string | undefined, never>
/** A JSON document column: written as JSON text (so arrays are not mistaken for PostgreSQL arrays), read parsed. */
export type Json<T> = ColumnType<T, string, string>
/** A JSON column with a database default: optional on insert. */
export type JsonWithDefault<T> = ColumnType<T, string | undefined, string>
export type Timestamp = ColumnType<Date, Date | string, Date | string>
