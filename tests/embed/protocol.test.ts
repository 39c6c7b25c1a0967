import { describe, expect, it } from 'vitest'
import { decodeTourCommand, decodeTourEvent } from '../../src/embed/protocol'
import { invalidCommands, invalidEvents, neverMessages, validCommands, validEvents } from './message-cases'

describe('embedded tour commands (SPEC §6 script API)', () => {
  it.each(validCommands)('accepts %s', (_name, message, expected) => {
    expect(decodeTourCommand(message)).toEqual(expected ?? message)
  })

  it.each([...invalidCommands, ...neverMessages])('ignores %s', (_name, message) => {
    expect(decodeTourCommand(message)).toBeUndefined()
  })

  it('never takes an event for a command', () => {
    for (const [, message] of validEvents) expect(decodeTourCommand(message)).toBeUndefined()
  })
})

describe('embedded tour events', () => {
  it.each(validEvents)('accepts %s', (_name, message, expected) => {
    expect(decodeTourEvent(message)).toEqual(expected ?? message)
  })

  it.each([...invalidEvents, ...neverMessages])('ignores %s', (_name, message) => {
    expect(decodeTourEvent(message)).toBeUndefined()
  })

  it('never takes a command for an event', () => {
    for (const [, message] of validCommands) expect(decodeTourEvent(message)).toBeUndefined()
  })
})
