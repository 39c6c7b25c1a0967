// Structured logs (issue 20, Operations): one JSON object per line on stdout, from pino, with the time, the level,
// the message, the id of the request or job it belongs to (server/ops/request-scope.ts) and any fields given.
// Collectors (Loki, CloudWatch, journald with a JSON parser) read them as they are.
import pino, { type DestinationStream, type Logger } from 'pino'
import { currentRequestId } from './request-scope'

export type { Logger }
export type LogLevel = 'silent' | 'info' | 'debug'
/** Fields added to a line: numbers and short strings (never a secret, a password or a whole request body). */
export type LogFields = Readonly<Record<string, string | number | boolean | undefined>>
/** What the server's modules log through: a message and, optionally, fields. */
export type LogLine = (message: string, fields?: LogFields) => void

export function createLogger(level: LogLevel, destination?: DestinationStream): Logger {
  return pino(
    {
      level,
      base: { pid: process.pid },
      timestamp: pino.stdTimeFunctions.isoTime,
      // "level":"info" rather than pino's numbers, for people reading the lines.
      formatters: { level: (label) => ({ level: label }) },
      mixin: () => {
        const requestId = currentRequestId()
        return requestId === undefined ? {} : { requestId }
      },
    },
    destination ?? pino.destination({ dest: 1, sync: true }),
  )
}

/** The logger at one level as a LogLine. */
export const logLine =
  (logger: Logger, level: 'info' | 'debug' | 'warn' | 'error' = 'info'): LogLine =>
  (message, fields) =>
    fields === undefined ? logger[level](message) : logger[level](fields, message)
