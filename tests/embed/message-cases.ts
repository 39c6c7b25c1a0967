// Messages for the embedded tour's decoders, valid and not, shared by the protocol tests and the client's
// hand-written check (which must give the same answers as the schemas).

const long = 'x'.repeat(201)
const longest = 'x'.repeat(200)
const scene = { code: 'a1', group: 'Exterior', floor: 'f1', cluster: 'front' }

export const ready = {
  showhome: 'event',
  type: 'ready',
  version: 2,
  capabilities: { commands: ['jump', 'move'], events: ['ready', 'move'] },
  tourName: 'maple-court',
  sceneCode: 'a1',
  pan: 90,
  tilt: -10,
  scenes: [scene, { code: 'b2', group: '', floor: '', cluster: '' }],
  floors: [{ id: 'f1', name: 'Main floor' }],
  floor: 'f1',
  section: 'tour',
  autoplay: 'off',
}
const state = {
  showhome: 'event',
  type: 'state',
  requestId: 'r1',
  sceneCode: 'a1',
  floor: 'f1',
  section: 'tour',
  autoplay: 'playing',
  pan: 10,
  tilt: 0,
}
const error = { showhome: 'event', type: 'error', code: 'unknown-scene', message: 'No such scene.', command: 'move' }
const { requestId: _id, ...stateAsked } = state
const { command: _command, ...errorOfNoCommand } = error

/** Not a message of ours, whatever side reads it. */
export const neverMessages: ReadonlyArray<readonly [string, unknown]> = [
  ['null', null],
  ['undefined', undefined],
  ['a string', 'jump a1'],
  ['a JSON string of a command', JSON.stringify({ showhome: 'command', type: 'jump', sceneCode: 'a1' })],
  ['a number', 42],
  ['an array', [{ showhome: 'command', type: 'jump', sceneCode: 'a1' }]],
  ['an empty object', {}],
  ['a function', () => undefined],
  ['another library’s message', { event: 'infoDelivery', info: { currentTime: 3 } }],
  [
    'a Proxy whose getters throw',
    new Proxy(
      {},
      {
        get: () => {
          throw new Error('hostile')
        },
      },
    ),
  ],
]

export const validCommands: ReadonlyArray<readonly [string, unknown, unknown]> = [
  ['jump', { showhome: 'command', type: 'jump', sceneCode: 'a1' }, undefined],
  ['move', { showhome: 'command', type: 'move', sceneCode: 'kitchen.2' }, undefined],
  ['a 200-character code', { showhome: 'command', type: 'jump', sceneCode: longest }, undefined],
  ['rotate', { showhome: 'command', type: 'rotate', pan: 90, tilt: 10 }, undefined],
  ['rotate, fractional', { showhome: 'command', type: 'rotate', pan: 12.5, tilt: -0.25 }, undefined],
  [
    'rotate, pan past a turn and tilt past straight up',
    { showhome: 'command', type: 'rotate', pan: 725.5, tilt: 120 },
    { showhome: 'command', type: 'rotate', pan: 5.5, tilt: 90 },
  ],
  [
    'rotate, negative pan and tilt past straight down',
    { showhome: 'command', type: 'rotate', pan: -10, tilt: -100 },
    { showhome: 'command', type: 'rotate', pan: 350, tilt: -90 },
  ],
  [
    'rotate, a full turn and −0',
    { showhome: 'command', type: 'rotate', pan: 360, tilt: -0 },
    { showhome: 'command', type: 'rotate', pan: 0, tilt: 0 },
  ],
  [
    'extra keys, which are dropped',
    { showhome: 'command', type: 'jump', sceneCode: 'a1', transition: 'fade' },
    { showhome: 'command', type: 'jump', sceneCode: 'a1' },
  ],
  ['setFloor', { showhome: 'command', type: 'setFloor', floor: 'f1' }, undefined],
  [
    'setFloor to the empty floor of a tour without floors',
    { showhome: 'command', type: 'setFloor', floor: '' },
    undefined,
  ],
  ['startAutoplay', { showhome: 'command', type: 'startAutoplay' }, undefined],
  ['stopAutoplay', { showhome: 'command', type: 'stopAutoplay' }, undefined],
  ['getState', { showhome: 'command', type: 'getState' }, undefined],
  ['getState with a request id', { showhome: 'command', type: 'getState', requestId: 'r-7' }, undefined],
  [
    'an own __proto__ key (JSON.parse makes one), which is dropped',
    JSON.parse('{"showhome":"command","type":"move","sceneCode":"a1","__proto__":{"polluted":true}}'),
    { showhome: 'command', type: 'move', sceneCode: 'a1' },
  ],
]

export const invalidCommands: ReadonlyArray<readonly [string, unknown]> = [
  ['no marker', { type: 'jump', sceneCode: 'a1' }],
  ['an event marker', { showhome: 'event', type: 'jump', sceneCode: 'a1' }],
  ['a marker of another case', { showhome: 'Command', type: 'jump', sceneCode: 'a1' }],
  ['a marker that is true', { showhome: true, type: 'jump', sceneCode: 'a1' }],
  ['no type', { showhome: 'command', sceneCode: 'a1' }],
  ['an unknown type', { showhome: 'command', type: 'zoom', fov: 60 }],
  ['an event’s type', { showhome: 'command', type: 'ready' }],
  ['jump without a code', { showhome: 'command', type: 'jump' }],
  ['jump with a numeric code', { showhome: 'command', type: 'jump', sceneCode: 1 }],
  ['jump with an empty code', { showhome: 'command', type: 'jump', sceneCode: '' }],
  ['jump with a 201-character code', { showhome: 'command', type: 'jump', sceneCode: long }],
  ['move with a null code', { showhome: 'command', type: 'move', sceneCode: null }],
  ['move with an object code', { showhome: 'command', type: 'move', sceneCode: { toString: () => 'a1' } }],
  ['rotate without tilt', { showhome: 'command', type: 'rotate', pan: 10 }],
  ['rotate with a string pan', { showhome: 'command', type: 'rotate', pan: '10', tilt: 0 }],
  ['rotate with NaN', { showhome: 'command', type: 'rotate', pan: Number.NaN, tilt: 0 }],
  ['rotate with Infinity', { showhome: 'command', type: 'rotate', pan: 0, tilt: Number.POSITIVE_INFINITY }],
  ['rotate with −Infinity', { showhome: 'command', type: 'rotate', pan: Number.NEGATIVE_INFINITY, tilt: 0 }],
  ['rotate with a null tilt', { showhome: 'command', type: 'rotate', pan: 0, tilt: null }],
  ['rotate with a bigint', { showhome: 'command', type: 'rotate', pan: 10n, tilt: 0 }],
  ['rotate naming a scene instead', { showhome: 'command', type: 'rotate', sceneCode: 'a1' }],
  ['setFloor without a floor', { showhome: 'command', type: 'setFloor' }],
  ['setFloor with a numeric floor', { showhome: 'command', type: 'setFloor', floor: 2 }],
  ['setFloor with a 201-character floor', { showhome: 'command', type: 'setFloor', floor: long }],
  ['getState with an empty request id', { showhome: 'command', type: 'getState', requestId: '' }],
  ['getState with a numeric request id', { showhome: 'command', type: 'getState', requestId: 7 }],
  ['getState with a 201-character request id', { showhome: 'command', type: 'getState', requestId: long }],
]

export const validEvents: ReadonlyArray<readonly [string, unknown, unknown]> = [
  ['ready', ready, undefined],
  ['ready without scenes', { ...ready, scenes: [] }, undefined],
  [
    'ready, angles normalised and extra keys dropped',
    { ...ready, pan: -90, tilt: 95, secret: 'x', scenes: [{ ...scene, x: 1, hidden: false }] },
    { ...ready, pan: 270, tilt: 90, scenes: [scene] },
  ],
  ['ready of a later version', { ...ready, version: 3 }, undefined],
  ['ready without floors', { ...ready, floors: [], floor: '' }, undefined],
  ['floor', { showhome: 'event', type: 'floor', floor: 'f2' }, undefined],
  ['floor, the empty one', { showhome: 'event', type: 'floor', floor: '' }, undefined],
  ['section', { showhome: 'event', type: 'section', section: 'photos' }, undefined],
  ['autoplay', { showhome: 'event', type: 'autoplay', state: 'paused' }, undefined],
  ['state', state, undefined],
  ['state without a request id', stateAsked, undefined],
  ['state, normalised', { ...state, pan: 370, tilt: 100 }, { ...state, pan: 10, tilt: 90 }],
  ['error', error, undefined],
  ['error without a command', errorOfNoCommand, undefined],
  ['error with a request id', { ...error, requestId: 'r1' }, undefined],
  ['move', { showhome: 'event', type: 'move', sceneCode: 'b2' }, undefined],
  ['rotate', { showhome: 'event', type: 'rotate', pan: 359.9, tilt: -45 }, undefined],
  [
    'rotate, normalised',
    { showhome: 'event', type: 'rotate', pan: 360, tilt: -91 },
    { showhome: 'event', type: 'rotate', pan: 0, tilt: -90 },
  ],
]

export const invalidEvents: ReadonlyArray<readonly [string, unknown]> = [
  ['a command marker', { ...ready, showhome: 'command' }],
  ['an unknown type', { showhome: 'event', type: 'zoom', pan: 0, tilt: 0 }],
  ['a command’s type', { showhome: 'event', type: 'jump', sceneCode: 'a1', pan: 0, tilt: 0 }],
  ['ready without scenes', { ...ready, scenes: undefined }],
  ['ready with scenes as an object', { ...ready, scenes: { 0: scene, length: 1 } }],
  [
    'ready with a sparse scene list',
    { ...ready, scenes: Object.assign(new Array<unknown>(3), { 0: scene, 2: scene }) },
  ],
  ['ready with a scene that is null', { ...ready, scenes: [scene, null] }],
  ['ready with a scene missing its cluster', { ...ready, scenes: [{ code: 'a1', group: 'g', floor: 'f' }] }],
  ['ready with a scene whose code is empty', { ...ready, scenes: [{ ...scene, code: '' }] }],
  ['ready with a scene whose group is too long', { ...ready, scenes: [{ ...scene, group: long }] }],
  ['ready with a numeric floor', { ...ready, scenes: [{ ...scene, floor: 1 }] }],
  ['ready with an empty tour name', { ...ready, tourName: '' }],
  ['ready with a 201-character tour name', { ...ready, tourName: long }],
  ['ready without a scene code', { ...ready, sceneCode: undefined }],
  ['ready with NaN pan', { ...ready, pan: Number.NaN }],
  ['ready without tilt', { ...ready, tilt: undefined }],
  ['move with an empty code', { showhome: 'event', type: 'move', sceneCode: '' }],
  ['move with a 201-character code', { showhome: 'event', type: 'move', sceneCode: long }],
  ['rotate with Infinity', { showhome: 'event', type: 'rotate', pan: Number.POSITIVE_INFINITY, tilt: 0 }],
  ['rotate with string angles', { showhome: 'event', type: 'rotate', pan: '1', tilt: '2' }],
  ['ready of version 1 (no version)', { ...ready, version: undefined }],
  ['ready with a fractional version', { ...ready, version: 2.5 }],
  ['ready without capabilities', { ...ready, capabilities: undefined }],
  ['ready with capabilities not listed', { ...ready, capabilities: { commands: 'jump', events: [] } }],
  ['ready with a capability that is not a name', { ...ready, capabilities: { commands: [1], events: [] } }],
  [
    'ready with 65 capabilities',
    { ...ready, capabilities: { commands: Array.from({ length: 65 }, (_, i) => `c${i}`), events: [] } },
  ],
  ['ready without floors', { ...ready, floors: undefined }],
  ['ready with a floor missing its name', { ...ready, floors: [{ id: 'f1' }] }],
  ['ready with an unknown autoplay state', { ...ready, autoplay: 'spinning' }],
  ['ready with an empty section', { ...ready, section: '' }],
  ['floor with a numeric floor', { showhome: 'event', type: 'floor', floor: 1 }],
  ['section with a 201-character name', { showhome: 'event', type: 'section', section: long }],
  ['autoplay with an unknown state', { showhome: 'event', type: 'autoplay', state: 'on' }],
  ['state without a scene', { ...state, sceneCode: undefined }],
  ['state with an empty request id', { ...state, requestId: '' }],
  ['state with NaN tilt', { ...state, tilt: Number.NaN }],
  ['error with an unknown code', { ...error, code: 'oops' }],
  ['error without a message', { ...error, message: undefined }],
  ['error with a 201-character message', { ...error, message: long }],
  ['error with an empty command', { ...error, command: '' }],
  ['error with a command key that is undefined', { ...error, command: undefined }],
  ['error with a request id key that is undefined', { ...error, requestId: undefined }],
  ['state with a request id key that is undefined', { ...state, requestId: undefined }],
  ['ready of a version past the safe integers', { ...ready, version: 2 ** 53 }],
  ['ready of version 1e300', { ...ready, version: 1e300 }],
  ['an array carrying a move’s fields', Object.assign([], { showhome: 'event', type: 'move', sceneCode: 'a1' })],
  ['ready with capabilities as an array', { ...ready, capabilities: Object.assign([], { commands: [], events: [] }) }],
  ['ready with a floor that is an array', { ...ready, floors: [Object.assign([], { id: 'f1', name: 'Main' })] }],
  ['ready with a scene that is an array', { ...ready, scenes: [Object.assign([], scene)] }],
]
