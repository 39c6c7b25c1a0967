import { describe, expect, it, vi } from 'vitest'
import { createTourClient, readTourEvent, type TourFrame } from '../../src/embed/client'
import { decodeTourEvent } from '../../src/embed/protocol'
import { type ReadyTour, startTourEmbedBridge } from '../../src/embed/tour-bridge'
import { FakeWindow, linkedWindows, settleMessages } from '../support/fake-message-window'
import { invalidEvents, neverMessages, ready, validCommands, validEvents } from './message-cases'

const TOUR = 'https://tour.example'

/** A host page with the tour's iframe; the test speaks for the tour through `frame`. */
function setup(options?: { origin?: string }) {
  const host = new FakeWindow('https://host.example')
  const frame = new FakeWindow(TOUR)
  const iframe: TourFrame = { contentWindow: frame, ownerDocument: { defaultView: host } }
  const client = createTourClient(iframe, options)
  const fromTour = (data: unknown, origin = TOUR) => host.receive(data, frame, origin)
  const sent = () => frame.posted.map((p) => p.message)
  return { host, frame, client, fromTour, sent }
}

const { showhome: _, type: __, ...readyInfo } = ready

describe('tour client: reading the tour', () => {
  it('resolves ready with the tour’s info', async () => {
    const { client, fromTour } = setup()
    fromTour(ready)
    await expect(client.ready).resolves.toEqual(readyInfo)
  })

  it('hands move and rotate events to their listeners until they unsubscribe', () => {
    const { client, fromTour } = setup()
    const moves = vi.fn()
    const rotations = vi.fn()
    const offMove = client.on('move', moves)
    client.on('rotate', rotations)
    fromTour({ showhome: 'event', type: 'move', sceneCode: 'b2' })
    fromTour({ showhome: 'event', type: 'rotate', pan: 370, tilt: 5 })
    offMove()
    fromTour({ showhome: 'event', type: 'move', sceneCode: 'c3' })
    expect(moves.mock.calls).toEqual([[{ showhome: 'event', type: 'move', sceneCode: 'b2' }]])
    expect(rotations.mock.calls).toEqual([[{ showhome: 'event', type: 'rotate', pan: 10, tilt: 5 }]])
  })

  it('hands floor, section, autoplay and error events to their listeners', () => {
    const { client, fromTour } = setup()
    const heard = vi.fn()
    for (const type of ['floor', 'section', 'autoplay', 'error'] as const) client.on(type, heard)
    const events = [
      { showhome: 'event', type: 'floor', floor: 'f2' },
      { showhome: 'event', type: 'section', section: 'photos' },
      { showhome: 'event', type: 'autoplay', state: 'paused' },
      { showhome: 'event', type: 'error', code: 'unknown-floor', message: 'No such floor.', command: 'setFloor' },
    ]
    for (const event of events) fromTour(event)
    expect(heard.mock.calls).toEqual(events.map((e) => [e]))
  })

  it('ignores messages from any window but the iframe’s', async () => {
    const { client, host } = setup()
    const moves = vi.fn()
    client.on('move', moves)
    host.receive({ showhome: 'event', type: 'move', sceneCode: 'b2' }, new FakeWindow(TOUR), TOUR)
    host.receive(ready, host, 'https://host.example')
    expect(moves).not.toHaveBeenCalled()
    await expect(Promise.race([client.ready, settleMessages().then(() => 'pending')])).resolves.toBe('pending')
  })

  it('with an origin, ignores the iframe’s messages from any other origin (a navigated frame)', () => {
    const { client, fromTour } = setup({ origin: 'https://TOUR.example/' })
    const moves = vi.fn()
    client.on('move', moves)
    fromTour({ showhome: 'event', type: 'move', sceneCode: 'b2' }, 'https://evil.example')
    fromTour({ showhome: 'event', type: 'move', sceneCode: 'c3' })
    expect(moves.mock.calls).toEqual([[{ showhome: 'event', type: 'move', sceneCode: 'c3' }]])
  })

  it('ignores malformed events', () => {
    const { client, fromTour } = setup()
    const listener = vi.fn()
    client.on('move', listener)
    client.on('rotate', listener)
    for (const [, data] of [...invalidEvents, ...neverMessages]) fromTour(data)
    expect(listener).not.toHaveBeenCalled()
  })

  it('agrees with the protocol’s schemas on every table case', () => {
    const cases = [...validEvents, ...invalidEvents, ...neverMessages, ...validCommands]
    for (const [name, data] of cases) expect(readTourEvent(data), name).toEqual(decodeTourEvent(data))
  })
})

describe('tour client: commanding the tour', () => {
  it('holds commands until the tour is ready, then sends them in order and later ones at once', async () => {
    const { client, fromTour, sent, frame } = setup()
    client.jump('b2')
    client.rotate(-90, 100)
    expect(sent()).toEqual([])
    fromTour(ready)
    await client.ready
    client.move('c3')
    expect(sent()).toEqual([
      { showhome: 'command', type: 'jump', sceneCode: 'b2' },
      { showhome: 'command', type: 'rotate', pan: 270, tilt: 90 },
      { showhome: 'command', type: 'move', sceneCode: 'c3' },
    ])
    expect(frame.posted.every((p) => p.targetOrigin === '*')).toBe(true)
  })

  it('sends setFloor, startAutoplay and stopAutoplay as the protocol writes them', () => {
    const { client, fromTour, sent } = setup()
    fromTour(ready)
    client.setFloor('f2')
    client.startAutoplay()
    client.stopAutoplay()
    expect(sent()).toEqual([
      { showhome: 'command', type: 'setFloor', floor: 'f2' },
      { showhome: 'command', type: 'startAutoplay' },
      { showhome: 'command', type: 'stopAutoplay' },
    ])
  })

  it('getState resolves with the state answered to its own request id, and rejects with its error', async () => {
    const { client, fromTour, sent } = setup()
    fromTour(ready)
    const first = client.getState()
    const second = client.getState()
    const [a, b] = sent() as Array<{ requestId: string }>
    expect(a?.requestId).not.toBe(b?.requestId)
    const state = { sceneCode: 'b2', floor: 'f1', section: 'tour', autoplay: 'idle', pan: 5, tilt: 0 }
    fromTour({ showhome: 'event', type: 'state', requestId: 'someone-else', ...state, sceneCode: 'x' })
    fromTour({ showhome: 'event', type: 'error', code: 'invalid-command', message: 'No.', requestId: b?.requestId })
    fromTour({ showhome: 'event', type: 'state', requestId: a?.requestId, ...state })
    await expect(first).resolves.toEqual(state)
    await expect(second).rejects.toThrow('invalid-command: No.')
  })

  it('posts to the given origin only', () => {
    const { client, fromTour, frame } = setup({ origin: 'https://tour.example/' })
    fromTour(ready)
    client.jump('b2')
    expect(frame.posted.map((p) => p.targetOrigin)).toEqual([TOUR])
  })

  it('refuses what the tour would silently drop', () => {
    const { client, sent } = setup()
    expect(() => client.rotate(Number.NaN, 0)).toThrow(RangeError)
    expect(() => client.jump('')).toThrow(RangeError)
    expect(() => client.move('x'.repeat(201))).toThrow(RangeError)
    expect(() => client.setFloor('x'.repeat(201))).toThrow(RangeError)
    expect(sent()).toEqual([])
  })

  it('rejects an unsettled ready and getState on destroy and stops listening', async () => {
    const { client, host, fromTour, sent } = setup()
    const moves = vi.fn()
    client.on('move', moves)
    const state = client.getState()
    client.destroy()
    await expect(client.ready).rejects.toThrow('destroyed')
    await expect(state).rejects.toThrow('destroyed')
    // After destroy nothing is held or sent, and a new question is refused at once.
    client.move('b2')
    await expect(client.getState()).rejects.toThrow('destroyed')
    fromTour(ready)
    expect(sent()).toEqual([])
    fromTour({ showhome: 'event', type: 'move', sceneCode: 'b2' })
    expect(host.listenerCount).toBe(0)
    expect(moves).not.toHaveBeenCalled()
  })

  it('needs an iframe that is in a document', () => {
    expect(() => createTourClient({ contentWindow: null, ownerDocument: { defaultView: null } })).toThrow()
  })
})

describe('tour client and tour bridge together', () => {
  it('a host drives the tour and hears it, through postMessage both ways', async () => {
    const { host, frame } = linkedWindows('https://host.example', TOUR)
    const commands = {
      jump: vi.fn(),
      move: vi.fn(),
      rotate: vi.fn(),
      setFloor: vi.fn().mockReturnValue('unknown-floor'),
      startAutoplay: vi.fn(),
      stopAutoplay: vi.fn(),
    }
    const frames: Array<() => void> = []
    const schedule = (cb: () => void) => frames.push(cb)
    const bridge = startTourEmbedBridge({ self: frame, parent: host, commands, section: 'tour', schedule })
    const client = createTourClient({ contentWindow: frame, ownerDocument: { defaultView: host } }, { origin: TOUR })
    const heard = vi.fn()
    client.on('move', heard)
    client.on('rotate', heard)

    client.move('b2')
    const { version: _v, capabilities: _c, floor: _f, section: _s, autoplay: _a, ...tour } = readyInfo
    bridge.ready(tour as ReadyTour)
    await expect(client.ready).resolves.toMatchObject({ ...tour, version: 2, section: 'tour', autoplay: 'off' })
    await settleMessages()
    expect(commands.move).toHaveBeenCalledWith('b2')

    bridge.moved('b2')
    bridge.rotated(10, 20)
    for (const run of frames.splice(0)) run()
    client.rotate(725, -5)
    await settleMessages()
    expect(heard.mock.calls).toEqual([
      [{ showhome: 'event', type: 'move', sceneCode: 'b2' }],
      [{ showhome: 'event', type: 'rotate', pan: 10, tilt: 20 }],
    ])
    expect(commands.rotate).toHaveBeenCalledWith(5, -5)

    const errors = vi.fn()
    client.on('error', errors)
    client.setFloor('attic')
    await expect(client.getState()).resolves.toEqual({
      sceneCode: 'b2',
      // b2 stands on floor '' (message-cases.ts): the move there changed floor.
      floor: '',
      section: 'tour',
      autoplay: 'off',
      pan: 10,
      tilt: 20,
    })
    expect(errors.mock.calls).toEqual([[expect.objectContaining({ code: 'unknown-floor', command: 'setFloor' })]])
    client.destroy()
    bridge.stop()
  })
})
