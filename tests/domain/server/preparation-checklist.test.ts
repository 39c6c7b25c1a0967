// The preparation guide's checklist follows what was ordered (server/domain/preparation-checklist.ts).
import { describe, expect, it } from 'vitest'
import { preparationChecklist } from '../../../server/domain/preparation-checklist'

const rooms = (ids: string[]) => preparationChecklist(ids).map((s) => s.room)
const items = (ids: string[]) => preparationChecklist(ids).flatMap((s) => s.items)
const has = (ids: string[], fragment: string) => items(ids).some((i) => i.includes(fragment))

describe('preparationChecklist', () => {
  it.each([
    // products, a line that must be there, a line that must not
    [['tour3d'], 'Unlock and open every interior door', 'continuous walk'],
    [['tour3d'], 'Stay out of sight', 'from the air'],
    [['photos'], 'magnets and papers off the fridge', 'Unlock and open every interior door'],
    [['video'], 'continuous walk', 'Stay out of sight'],
    [['drone'], 'from the air', 'Make the beds'],
    [['twilight'], 'as dusk falls', 'Clear the counters'],
    [['photos', 'twilight'], 'as dusk falls', 'Stay out of sight'],
  ])('%j asks for "%s" and not "%s"', (ids, wanted, unwanted) => {
    expect(has(ids, wanted)).toBe(true)
    expect(has(ids, unwanted)).toBe(false)
  })

  it('walks the rooms in order and leaves out rooms with nothing to do', () => {
    expect(rooms(['tour3d', 'photos'])).toEqual([
      'Before the visit',
      'Kitchen',
      'Living and dining rooms',
      'Bedrooms',
      'Bathrooms',
      'Outside',
      'During the visit',
    ])
    expect(rooms(['drone'])).toEqual(['Outside', 'During the visit'])
  })

  it('gives nothing for nothing, and ignores products it does not know', () => {
    expect(preparationChecklist([])).toEqual([])
    expect(preparationChecklist(['gift-card'])).toEqual([])
    expect(items(['tour3d', 'gift-card'])).toEqual(items(['tour3d']))
  })

  it('lists each line once however many products need it', () => {
    const all = items(['tour3d', 'photos', 'video', 'drone', 'twilight'])
    expect(new Set(all).size).toBe(all.length)
  })
})
