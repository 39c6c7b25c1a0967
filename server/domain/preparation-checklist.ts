// The preparation guide's room-by-room checklist (issue 17): what the home needs before the photographer arrives,
// which depends on what was ordered. A 3D tour walks every room and its floor plan measures them, so every door
// must open and nobody may be in view; photos need light and tidy surfaces; a video is a continuous walk; aerial and
// twilight shots need the outside ready. Unknown product ids add nothing (the catalogue may grow before this does).

export interface ChecklistSection {
  readonly room: string
  readonly items: ReadonlyArray<string>
}

type Need = 'tour' | 'photos' | 'video' | 'outside' | 'dusk'

/** What each catalogue product asks of the home. */
const NEEDS_BY_PRODUCT: Readonly<Record<string, ReadonlyArray<Need>>> = {
  tour3d: ['tour'],
  photos: ['photos'],
  video: ['video'],
  drone: ['outside'],
  twilight: ['outside', 'dusk'],
}

/** Rooms in walking order; each item names the needs it serves (any one of them puts it on the list). */
const ROOMS: ReadonlyArray<{ room: string; items: ReadonlyArray<readonly [ReadonlyArray<Need>, string]> }> = [
  {
    room: 'Before the visit',
    items: [
      [
        ['tour', 'photos', 'video'],
        'Turn on every light, including lamps and the lights over the stove and in closets.',
      ],
      [['tour', 'photos', 'video'], 'Open blinds and curtains to the same height in every room.'],
      [['tour'], 'Unlock and open every interior door, including closets, the garage and the basement.'],
      [['tour', 'video'], 'Turn off ceiling fans and televisions; moving blades and screens blur the scans.'],
      [['tour', 'photos', 'video'], 'Put pets, their bowls and their beds away or take them out for the visit.'],
    ],
  },
  {
    room: 'Kitchen',
    items: [
      [['tour', 'photos', 'video'], 'Clear the counters except for one or two decorative pieces.'],
      [['tour', 'photos', 'video'], 'Hide dish towels, sponges, soap bottles and the trash can.'],
      [['photos'], 'Take magnets and papers off the fridge.'],
    ],
  },
  {
    room: 'Living and dining rooms',
    items: [
      [['tour', 'photos', 'video'], 'Straighten cushions and throws; put away remotes, chargers and cables.'],
      [['photos', 'video'], 'Set the dining table simply, or leave it clear.'],
      [['tour'], 'Leave furniture where it normally stands: the floor plan measures the rooms as they are.'],
    ],
  },
  {
    room: 'Bedrooms',
    items: [
      [['tour', 'photos', 'video'], 'Make the beds and put clothes and shoes away.'],
      [['tour', 'photos', 'video'], 'Clear nightstands and dressers of personal items.'],
    ],
  },
  {
    room: 'Bathrooms',
    items: [
      [['tour', 'photos', 'video'], 'Close toilet lids and hide toiletries, razors and bath mats.'],
      [['tour', 'photos', 'video'], 'Hang fresh towels, folded, or none at all.'],
    ],
  },
  {
    room: 'Outside',
    items: [
      [['photos', 'outside'], 'Move cars, bins and hoses out of sight of the front of the house.'],
      [['outside'], 'Tidy the yard, the driveway and the roof line: they show from the air.'],
      [['dusk'], 'Leave every inside and outside light on as dusk falls.'],
      [['photos', 'outside'], 'Open the garage door only if it is tidy inside; otherwise keep it closed.'],
    ],
  },
  {
    room: 'During the visit',
    items: [
      [['tour'], 'Stay out of sight: the camera sees all around itself, so wait outside or in a room already done.'],
      [['video'], 'Plan to be out of the house while the video is filmed; it is one continuous walk.'],
      [['tour', 'photos', 'video', 'outside'], 'Tell the photographer about any room that must not be shown.'],
    ],
  },
]

/** The rooms with the items the order's products need, in walking order; rooms with nothing to do are left out. */
export function preparationChecklist(productIds: ReadonlyArray<string>): ChecklistSection[] {
  const needs = new Set(productIds.flatMap((id) => NEEDS_BY_PRODUCT[id] ?? []))
  return ROOMS.map(({ room, items }) => ({
    room,
    items: items.filter(([servedNeeds]) => servedNeeds.some((n) => needs.has(n))).map(([, text]) => text),
  })).filter((section) => section.items.length > 0)
}
