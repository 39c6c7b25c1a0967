// Outgoing mail (ARCHITECTURE §1): every message is written to the outbox table (readable at /dev/outbox outside
// production, which is how tests and the demo read verification codes) and, when SMTP_URL is set, sent through it.
import type { Kysely } from 'kysely'
import nodemailer from 'nodemailer'
import type { Config } from '../config'
import type { Database } from '../db/schema'

export interface Mail {
  readonly to: string
  readonly subject: string
  readonly text: string
}

export interface Mailer {
  send(mail: Mail): Promise<void>
}

export function createMailer(db: Kysely<Database>, config: Config, log: (line: string) => void): Mailer {
  const transport = config.smtpUrl ? nodemailer.createTransport(config.smtpUrl) : undefined
  return {
    async send(mail) {
      const row = await db
        .insertInto('outbox')
        .values({ to_address: mail.to, subject: mail.subject, text_body: mail.text })
        .returning('id')
        .executeTakeFirstOrThrow()
      if (!transport) return
      try {
        await transport.sendMail({ from: config.mailFrom, to: mail.to, subject: mail.subject, text: mail.text })
        await db.updateTable('outbox').set({ sent_at: new Date() }).where('id', '=', row.id).execute()
      } catch (error) {
        // The caller's request still succeeds (the code exists); the failure is recorded and logged for support.
        const message = error instanceof Error ? error.message : String(error)
        await db.updateTable('outbox').set({ error: message }).where('id', '=', row.id).execute()
        log(`mail to ${mail.to} failed: ${message}`)
        throw error
      }
    },
  }
}
