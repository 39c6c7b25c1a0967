import { describe, expect, it, vi } from 'vitest'
import { COMMAND_TYPES, EVENT_TYPES } from '../../src/embed/messages'
import { MAX_EARLY_COMMANDS, type ReadyTour, sceneSummaries, startTourEmbedBridge } from '../../src/embed/tour-bridge'
import { FakeWindow } from '../support/fake-message-window'

const info: ReadyTour = {
  tourName: 'maple-court',
  sceneCode: 'a1',
  pan: 90,
  tilt: 0,
  scenes: [
    { code: 'a1', group: 'Exterior', floor: 'f1', cluster: 'front' },
    { code: 'b2', group: 'Hall', floor: 'f1', cluster: 'hall' },
    { code: 'c3', group: 'Bedroom', floor: 'f2', cluster: 'bed' },
  ],
  floors: [
    { id: 'f1', name: 'Main floor' },
    { id: 'f2', name: 'Upper floor' },
  ],
}
const jump = (sceneCode: string) => ({ showhome: 'command', type: 'jump', sceneCode })
const move = (sceneCode: string) => ({ showhome: 'command', type: 'move', sceneCode })
const rotate = (pan: number, tilt: number) => ({ showhome: 'command', type: 'rotate', pan, tilt })

/** The tour's side of every command, carrying each out (answering undefined) unless a test says otherwise. */
const commandMocks = () => ({
  jump: vi.fn(),
  move: vi.fn(),
  rotate: vi.fn(),
  setFloor: vi.fn(),
  startAutoplay: vi.fn(),
  stopAutoplay: vi.fn(),
})

/** The tour's window, its parent, the commands it obeyed and the frames it asked for. */
function setup() {
  const self = new FakeWindow('https://tour.example')
  const parent = new FakeWindow('https://host.example')
  const commands = commandMocks()
  const frames: Array<() => void> = []
  const bridge = startTourEmbedBridge({ self, parent, commands, section: 'tour', schedule: (cb) => frames.push(cb) })
  const runFrames = () => {
    for (const frame of frames.splice(0)) frame()
  }
  const sent = () => parent.posted.map((p) => p.message)
  return { self, parent, commands, frames, runFrames, bridge, sent }
}

describe('tour embed bridge: events to the parent', () => {
  it('tells the parent nothing before ready (a passcode listing is not loaded yet)', () => {
    const { bridge, parent, runFrames } = setup()
    bridge.moved('b2')
    bridge.rotated(10, 10)
    runFrames()
    expect(parent.posted).toEqual([])
  })

  it('posts ready with only the protocol’s fields, normalised, to any origin', () => {
    const { bridge, parent } = setup()
    const scenes = [{ code: 'a1', group: 'g', floor: 'f', cluster: 'c', x: 3, hidden: false, linkedScenes: ['b2'] }]
    const floors = [{ id: 'f', name: 'Ground', z: 0 }]
    bridge.ready({ ...info, pan: -90, tilt: 100, scenes, floors, secret: 'passcode' } as ReadyTour)
    expect(parent.posted).toEqual([
      {
        targetOrigin: '*',
        message: {
          showhome: 'event',
          type: 'ready',
          version: 2,
          capabilities: { commands: [...COMMAND_TYPES], events: [...EVENT_TYPES] },
          tourName: 'maple-court',
          sceneCode: 'a1',
          pan: 270,
          tilt: 90,
          scenes: [{ code: 'a1', group: 'g', floor: 'f', cluster: 'c' }],
          floors: [{ id: 'f', name: 'Ground' }],
          floor: 'f',
          section: 'tour',
          autoplay: 'off',
        },
      },
    ])
  })

  it('posts a move event on each arrival after ready', () => {
    const { bridge, sent } = setup()
    bridge.ready(info)
    bridge.moved('b2')
    bridge.moved('a1')
    expect(sent().slice(1)).toEqual([
      { showhome: 'event', type: 'move', sceneCode: 'b2' },
      { showhome: 'event', type: 'move', sceneCode: 'a1' },
    ])
  })

  it('coalesces view changes to one rotate event per frame, with the latest view', () => {
    const { bridge, frames, runFrames, sent } = setup()
    bridge.ready(info)
    bridge.rotated(91, 1)
    bridge.rotated(92, 2)
    bridge.rotated(-7, -95)
    expect(frames).toHaveLength(1)
    expect(sent()).toHaveLength(1)
    runFrames()
    expect(sent().slice(1)).toEqual([{ showhome: 'event', type: 'rotate', pan: 353, tilt: -90 }])
    bridge.rotated(10, 0)
    expect(frames).toHaveLength(1)
    runFrames()
    expect(sent().slice(2)).toEqual([{ showhome: 'event', type: 'rotate', pan: 10, tilt: 0 }])
  })

  it('posts no rotate when the view ends the frame where the parent last saw it', () => {
    const { bridge, runFrames, sent } = setup()
    bridge.ready(info)
    bridge.rotated(450, 0) // the ready view, pan written another way
    runFrames()
    bridge.rotated(95, 0)
    bridge.rotated(90, 0)
    runFrames()
    expect(sent()).toHaveLength(1)
  })

  it('ignores a view change with a non-finite angle', () => {
    const { bridge, frames } = setup()
    bridge.ready(info)
    bridge.rotated(Number.NaN, 0)
    bridge.rotated(0, Number.POSITIVE_INFINITY)
    expect(frames).toEqual([])
  })

  it('uses requestAnimationFrame when no scheduler is given', () => {
    const raf = vi.fn((_cb: FrameRequestCallback) => 1)
    vi.stubGlobal('requestAnimationFrame', raf)
    try {
      const parent = new FakeWindow('https://host.example')
      const self = new FakeWindow('https://tour.example')
      const bridge = startTourEmbedBridge({ self, parent, commands: commandMocks(), section: 'tour' })
      bridge.ready(info)
      bridge.rotated(1, 2)
      bridge.rotated(3, 4)
      expect(raf).toHaveBeenCalledTimes(1)
      raf.mock.calls[0]?.[0](16)
      expect(parent.posted.at(-1)?.message).toEqual({ showhome: 'event', type: 'rotate', pan: 3, tilt: 4 })
    } finally {
      vi.unstubAllGlobals()
    }
  })
})

describe('tour embed bridge: commands from the parent', () => {
  it('obeys jump, move and rotate from the parent, with angles normalised', () => {
    const { self, parent, bridge, commands } = setup()
    bridge.ready(info)
    self.receive(jump('b2'), parent)
    self.receive(move('c3'), parent)
    self.receive(rotate(-30, 135), parent)
    expect(commands.jump).toHaveBeenCalledWith('b2')
    expect(commands.move).toHaveBeenCalledWith('c3')
    expect(commands.rotate).toHaveBeenCalledWith(330, 90)
  })

  it('passes unknown scene codes through: the tour decides what a code means, and its refusal is posted', () => {
    const { self, parent, bridge, commands, sent } = setup()
    commands.move.mockReturnValue('unknown-scene')
    bridge.ready(info)
    self.receive(move('no-such-scene'), parent)
    expect(commands.move).toHaveBeenCalledWith('no-such-scene')
    expect(sent().slice(1)).toEqual([
      { showhome: 'event', type: 'error', code: 'unknown-scene', message: expect.any(String), command: 'move' },
    ])
  })

  it('obeys setFloor, startAutoplay and stopAutoplay, posting an error only for a refusal', () => {
    const { self, parent, bridge, commands, sent } = setup()
    commands.startAutoplay.mockReturnValue('autoplay-unavailable')
    bridge.ready(info)
    self.receive({ showhome: 'command', type: 'setFloor', floor: 'f2' }, parent)
    self.receive({ showhome: 'command', type: 'stopAutoplay' }, parent)
    self.receive({ showhome: 'command', type: 'startAutoplay' }, parent)
    expect(commands.setFloor).toHaveBeenCalledWith('f2')
    expect(commands.stopAutoplay).toHaveBeenCalledTimes(1)
    expect(sent().slice(1)).toEqual([
      {
        showhome: 'event',
        type: 'error',
        code: 'autoplay-unavailable',
        message: expect.stringContaining('a1'),
        command: 'startAutoplay',
      },
    ])
  })

  it('answers getState from what it told the parent, with the request id, the newest view included', () => {
    const { self, parent, bridge, sent } = setup()
    bridge.ready(info)
    bridge.moved('c3')
    bridge.autoplayChanged('playing')
    bridge.rotated(400, -20)
    self.receive({ showhome: 'command', type: 'getState', requestId: 'q1' }, parent)
    self.receive({ showhome: 'command', type: 'getState' }, parent)
    const state = { sceneCode: 'c3', floor: 'f2', section: 'tour', autoplay: 'playing', pan: 40, tilt: -20 }
    expect(sent().slice(-2)).toEqual([
      { showhome: 'event', type: 'state', requestId: 'q1', ...state },
      { showhome: 'event', type: 'state', ...state },
    ])
  })

  it.each([
    ['another frame', new FakeWindow('https://host.example')],
    ['the tour’s own window', 'self'],
    ['no window (a MessagePort)', null],
    ['a look-alike object', { postMessage() {} }],
  ])('ignores commands whose source is %s', (_name, source) => {
    const { self, parent, bridge, commands } = setup()
    bridge.ready(info)
    self.receive(jump('b2'), source === 'self' ? self : source, parent.origin)
    expect(commands.jump).not.toHaveBeenCalled()
  })

  it('ignores others’ messages and its own events echoed back without a word', () => {
    const { self, parent, bridge, commands, sent } = setup()
    bridge.ready(info)
    for (const data of [null, 'jump', { type: 'jump', sceneCode: 'a1' }, { showhome: 'Command', type: 'jump' }]) {
      self.receive(data, parent)
    }
    self.receive({ showhome: 'event', type: 'move', sceneCode: 'a1' }, parent)
    expect(Object.values(commands).map((f) => f.mock.calls.length)).toEqual([0, 0, 0, 0, 0, 0])
    expect(sent()).toHaveLength(1)
  })

  it('answers a malformed command of ours with invalid-command, naming its type and request id when it can', () => {
    const { self, parent, bridge, commands, sent } = setup()
    bridge.ready(info)
    self.receive({ showhome: 'command', type: 'jump' }, parent)
    self.receive(rotate(Number.NaN, 0), parent)
    self.receive({ showhome: 'command', type: 'zoom', requestId: 'z1' }, parent)
    self.receive({ showhome: 'command', type: 'getState', requestId: '' }, parent)
    expect(Object.values(commands).map((f) => f.mock.calls.length)).toEqual([0, 0, 0, 0, 0, 0])
    const invalid = { showhome: 'event', type: 'error', code: 'invalid-command', message: expect.any(String) }
    expect(sent().slice(1)).toEqual([
      { ...invalid, command: 'jump' },
      { ...invalid, command: 'rotate' },
      { ...invalid, requestId: 'z1' },
      { ...invalid, command: 'getState' },
    ])
  })

  it('holds a malformed command that came early too, and answers it only after ready', () => {
    const { self, parent, bridge, sent } = setup()
    self.receive({ showhome: 'command', type: 'jump' }, parent)
    expect(sent()).toEqual([])
    bridge.ready(info)
    expect(sent().map((m) => (m as { type: string }).type)).toEqual(['ready', 'error'])
  })

  it('holds commands that arrive before ready and replays them in order after ready has been posted', () => {
    const { self, parent, bridge, commands, sent } = setup()
    const order: string[] = []
    commands.jump.mockImplementation((code: string) => order.push(`jump ${code} after ${sent().length} posts`))
    commands.rotate.mockImplementation((pan: number) => order.push(`rotate ${pan}`))
    self.receive(jump('b2'), parent)
    self.receive(rotate(400, 0), parent)
    expect(order).toEqual([])
    bridge.ready(info)
    expect(order).toEqual(['jump b2 after 1 posts', 'rotate 40'])
    bridge.ready(info)
    expect(order).toHaveLength(2)
  })

  it(`keeps only the newest ${MAX_EARLY_COMMANDS} early commands`, () => {
    const { self, parent, bridge, commands } = setup()
    for (let i = 0; i < MAX_EARLY_COMMANDS + 5; i++) self.receive(jump(`s${i}`), parent)
    bridge.ready(info)
    expect(commands.jump).toHaveBeenCalledTimes(MAX_EARLY_COMMANDS)
    expect(commands.jump.mock.calls[0]).toEqual(['s5'])
  })
})

describe('tour embed bridge: floors, sections, the guided tour and failures', () => {
  it('posts a floor event after the move that changed floor, and none within a floor', () => {
    const { bridge, sent } = setup()
    bridge.ready(info)
    bridge.moved('b2')
    bridge.moved('c3')
    bridge.moved('a1')
    expect(sent().slice(1)).toEqual([
      { showhome: 'event', type: 'move', sceneCode: 'b2' },
      { showhome: 'event', type: 'move', sceneCode: 'c3' },
      { showhome: 'event', type: 'floor', floor: 'f2' },
      { showhome: 'event', type: 'move', sceneCode: 'a1' },
      { showhome: 'event', type: 'floor', floor: 'f1' },
    ])
  })

  it('posts section and autoplay changes after ready, once each; earlier ones only seed ready', () => {
    const { bridge, sent } = setup()
    bridge.sectionChanged('floorplan')
    bridge.autoplayChanged('idle')
    expect(sent()).toEqual([])
    bridge.ready(info)
    expect(sent()[0]).toMatchObject({ type: 'ready', section: 'floorplan', autoplay: 'idle' })
    bridge.sectionChanged('floorplan')
    bridge.sectionChanged('photos')
    bridge.autoplayChanged('idle')
    bridge.autoplayChanged('playing')
    expect(sent().slice(1)).toEqual([
      { showhome: 'event', type: 'section', section: 'photos' },
      { showhome: 'event', type: 'autoplay', state: 'playing' },
    ])
  })

  it('posts scene-failed when the tour could not load a scene, never before ready', () => {
    const { bridge, sent } = setup()
    bridge.failed('b2')
    bridge.ready(info)
    bridge.failed('b2')
    expect(sent().slice(1)).toEqual([
      { showhome: 'event', type: 'error', code: 'scene-failed', message: expect.any(String) },
    ])
  })

  it('sends ready once: a second call (the tour shown again) posts nothing', () => {
    const { bridge, sent } = setup()
    bridge.ready(info)
    bridge.ready({ ...info, sceneCode: 'b2' })
    expect(sent()).toHaveLength(1)
  })
})

describe('tour embed bridge: stop', () => {
  it('removes its listener, drops held commands and posts nothing more', () => {
    const { self, parent, bridge, commands } = setup()
    self.receive(jump('b2'), parent)
    expect(self.listenerCount).toBe(1)
    bridge.stop()
    expect(self.listenerCount).toBe(0)
    bridge.ready(info)
    bridge.moved('c3')
    expect(commands.jump).not.toHaveBeenCalled()
    expect(parent.posted).toEqual([])
  })

  it('cancels a rotate event already waiting for its frame', () => {
    const { bridge, parent, runFrames } = setup()
    bridge.ready(info)
    bridge.rotated(10, 10)
    bridge.stop()
    runFrames()
    expect(parent.posted).toHaveLength(1)
  })
})

describe('sceneSummaries', () => {
  it('lists visible scenes with the four fields the protocol names', () => {
    const scene = (code: string, hidden: boolean) => ({ code, group: 'g', floor: 'f', cluster: 'c', x: 1, hidden })
    expect(sceneSummaries([scene('a1', false), scene('secret', true), scene('b2', false)])).toEqual([
      { code: 'a1', group: 'g', floor: 'f', cluster: 'c' },
      { code: 'b2', group: 'g', floor: 'f', cluster: 'c' },
    ])
  })
})
