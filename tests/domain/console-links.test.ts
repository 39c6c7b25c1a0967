// Links to the tour consoles (SPEC §6 global permission; issue 17).
import { describe, expect, it } from 'vitest'
import { consoleLinks, TOUR_CONSOLES } from '../../src/domain/console-links'

describe('consoleLinks', () => {
  it('gives the nine consoles of the spec, in its order, from the template', () => {
    const links = consoleLinks('https://c.example/{console}/{tourId}', 'tour 12/a')
    expect(links.map((l) => l.label)).toEqual([
      'Info',
      'Capture',
      'Assemble',
      'Draw',
      'Draft',
      'Label',
      'Comp',
      'Edit',
      'Review',
    ])
    expect(links[0]?.url).toBe('https://c.example/info/tour%2012%2Fa')
    expect(TOUR_CONSOLES).toHaveLength(9)
  })

  it('gives none without a template (the links are hidden)', () => {
    expect(consoleLinks(undefined, 't1')).toEqual([])
    expect(consoleLinks('', 't1')).toEqual([])
  })
})
