// The tour session over a stand-in engine (the real actors, tour-session.actors.ts, on an engine whose every call
// the test records and settles by hand): each example checks what the engine was asked, what followers heard, and
// what the view would draw, against SPEC §4's rules written here (a slide inside a room, a flight between rooms,
// the latest move wins, a failed scene leaves the tour where it was).
import { describe, expect, it } from 'vitest'
import { createActor } from 'xstate'
import { type TourEngineMoves, tourSessionActors } from '../../src/machines/tour-session/tour-session.actors'
import {
  type TourSessionEmitted,
  tourSessionMachine,
  tourStateOf,
  transitionOf,
} from '../../src/machines/tour-session/tour-session.machine'

/** Two rooms: a and b share the living room, c is the kitchen. */
const scenes = [
  { code: 'a', cluster: 'living' },
  { code: 'b', cluster: 'living' },
  { code: 'c', cluster: 'kitchen' },
]

interface Waiting {
  readonly call: string
  readonly signal?: AbortSignal
  resolve(): void
  reject(error: Error): void
}

/** An engine that records each call and leaves it pending until the test answers it. */
function standInEngine() {
  const waiting: Waiting[] = []
  const asked: string[] = []
  const wait = (call: string, signal?: AbortSignal) =>
    new Promise<void>((resolve, reject) => {
      asked.push(call)
      waiting.push({ call, resolve, reject, ...(signal ? { signal } : {}) })
    })
  const engine: TourEngineMoves = {
    open: () => wait('open'),
    prepare: (code, signal) => wait(`prepare ${code}`, signal),
    transition: (code, kind, look) => wait(`transition ${code} ${kind}${look ? ` ${look.pan}/${look.tilt}` : ''}`),
  }
  const find = (call: string) => {
    const found = waiting.find((w) => w.call === call)
    if (!found) throw new Error(`The engine was not asked to ${call}; waiting: ${waiting.map((w) => w.call)}`)
    waiting.splice(waiting.indexOf(found), 1)
    return found
  }
  return {
    engine,
    asked,
    waiting,
    answer: async (call: string) => {
      find(call).resolve()
      await flush()
    },
    fail: async (call: string) => {
      find(call).reject(new Error('the faces did not load'))
      await flush()
    },
  }
}

const flush = async () => {
  for (let i = 0; i < 4; i++) await new Promise((resolve) => setTimeout(resolve, 0))
}

function start() {
  const stand = standInEngine()
  const session = createActor(tourSessionMachine.provide({ actors: tourSessionActors(stand.engine) }), {
    input: { scenes, opening: 'a' },
  }).start()
  const heard: string[] = []
  const hear = (e: TourSessionEmitted) => heard.push(`${e.type} ${'code' in e ? e.code : e.kind}`)
  session.on('tour.arrived', hear)
  session.on('tour.failed', hear)
  session.on('tour.interacted', hear)
  const shown = () => tourStateOf(session.getSnapshot(), transitionOf(session).getSnapshot())
  return { session, heard, shown, ...stand }
}

/** A session whose opening picture is drawn. */
async function opened() {
  const sut = start()
  await sut.answer('open')
  sut.heard.length = 0
  sut.asked.length = 0
  return sut
}

describe('tour session', () => {
  it('opens on its first scene and tells followers it arrived there', async () => {
    const sut = start()
    expect(sut.asked).toEqual(['open'])
    expect(sut.shown()).toEqual({ sceneCode: 'a', loading: false, error: undefined, opening: true, openFailed: false })
    expect(sut.heard).toEqual([])
    await sut.answer('open')
    expect(sut.heard).toEqual(['tour.arrived a'])
    expect(sut.shown()).toMatchObject({ opening: false, openFailed: false })
  })

  it('offers to try again when the opening picture fails, and opens on the second try', async () => {
    const sut = start()
    await sut.fail('open')
    expect(sut.shown()).toMatchObject({ opening: false, openFailed: true })
    expect(sut.heard).toEqual([])
    sut.session.send({ type: 'reopen' })
    expect(sut.shown()).toMatchObject({ opening: true, openFailed: false })
    await sut.answer('open')
    expect(sut.asked).toEqual(['open', 'open'])
    expect(sut.heard).toEqual(['tour.arrived a'])
  })

  it('walks: the visitor’s own move is heard first, the scene loads, then slides within the room', async () => {
    const sut = await opened()
    sut.session.send({ type: 'scene.walk', code: 'b', via: 'walk' })
    expect(sut.heard).toEqual(['tour.interacted walk'])
    expect(sut.asked).toEqual(['prepare b'])
    expect(sut.shown()).toMatchObject({ sceneCode: 'a', loading: true })
    await sut.answer('prepare b')
    expect(sut.asked).toEqual(['prepare b', 'transition b slide'])
    expect(sut.shown()).toMatchObject({ sceneCode: 'a', loading: false })
    await sut.answer('transition b slide')
    expect(sut.heard).toEqual(['tour.interacted walk', 'tour.arrived b'])
    expect(sut.shown()).toMatchObject({ sceneCode: 'b', loading: false, error: undefined })
  })

  it('flies between rooms, jumps when asked for an instant move, and looks where it was told', async () => {
    const sut = await opened()
    sut.session.send({ type: 'scene.move', code: 'c' })
    await sut.answer('prepare c')
    await sut.answer('transition c fly')
    sut.session.send({ type: 'scene.move', code: 'a', view: { pan: 90, tilt: -10 }, instant: true })
    await sut.answer('prepare a')
    await sut.answer('transition a instant 90/-10')
    // Moves the page asks for are not the visitor's own: nothing but the arrivals is heard.
    expect(sut.heard).toEqual(['tour.arrived c', 'tour.arrived a'])
  })

  it('keeps only the latest move asked mid-flight and makes it once the flight lands', async () => {
    const sut = await opened()
    sut.session.send({ type: 'scene.move', code: 'c' })
    await sut.answer('prepare c')
    sut.session.send({ type: 'scene.move', code: 'a' })
    sut.session.send({ type: 'scene.walk', code: 'b', via: 'plan' })
    expect(sut.asked).toEqual(['prepare c', 'transition c fly'])
    await sut.answer('transition c fly')
    expect(sut.asked).toEqual(['prepare c', 'transition c fly', 'prepare b'])
    await sut.answer('prepare b')
    await sut.answer('transition b fly')
    expect(sut.heard).toEqual(['tour.interacted plan', 'tour.arrived c', 'tour.arrived b'])
    expect(sut.shown().sceneCode).toBe('b')
  })

  it('a newer move while loading cancels the older load', async () => {
    const sut = await opened()
    sut.session.send({ type: 'scene.move', code: 'b' })
    const first = sut.waiting.find((w) => w.call === 'prepare b')
    sut.session.send({ type: 'scene.move', code: 'c' })
    expect(first?.signal?.aborted).toBe(true)
    await sut.answer('prepare c')
    await sut.answer('transition c fly')
    expect(sut.heard).toEqual(['tour.arrived c'])
  })

  it('a scene that fails to load is heard, shown as an error, and the tour stays where it was', async () => {
    const sut = await opened()
    sut.session.send({ type: 'scene.move', code: 'c' })
    await sut.fail('prepare c')
    expect(sut.heard).toEqual(['tour.failed c'])
    expect(sut.shown()).toEqual({
      sceneCode: 'a',
      loading: false,
      error: 'This part of the tour could not be loaded.',
      opening: false,
      openFailed: false,
    })
    expect(sut.asked).toEqual(['prepare c'])
  })

  it('arrives even when the engine could not animate the move', async () => {
    const sut = await opened()
    sut.session.send({ type: 'scene.move', code: 'b' })
    await sut.answer('prepare b')
    await sut.fail('transition b slide')
    expect(sut.heard).toEqual(['tour.arrived b'])
    expect(sut.shown().sceneCode).toBe('b')
  })

  it('passes on how the visitor looked around, and ignores moves to unknown scenes', async () => {
    const sut = await opened()
    sut.session.send({ type: 'engine.interacted', kind: 'drag' })
    sut.session.send({ type: 'engine.interacted', kind: 'miss' })
    sut.session.send({ type: 'scene.move', code: 'nowhere' })
    expect(sut.heard).toEqual(['tour.interacted drag', 'tour.interacted miss'])
    expect(sut.asked).toEqual([])
  })

  it('stopping mid-load cancels the load', async () => {
    const sut = await opened()
    sut.session.send({ type: 'scene.move', code: 'c' })
    const load = sut.waiting.find((w) => w.call === 'prepare c')
    sut.session.stop()
    expect(load?.signal?.aborted).toBe(true)
  })
})
