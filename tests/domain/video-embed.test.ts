import { describe, expect, it } from 'vitest'
import { isPlayerOrigin, videoEmbed } from '../../src/domain/video-embed'

describe('video embeds (SPEC §3 Photo.externalLink)', () => {
  it.each([
    ['https://www.youtube.com/watch?v=ysz5S6PUM-U', 'youtube', 'ysz5S6PUM-U'],
    ['https://youtu.be/ysz5S6PUM-U', 'youtube', 'ysz5S6PUM-U'],
    ['https://www.youtube.com/embed/ysz5S6PUM-U', 'youtube', 'ysz5S6PUM-U'],
    ['https://m.youtube.com/shorts/ysz5S6PUM-U', 'youtube', 'ysz5S6PUM-U'],
    ['https://vimeo.com/76979871', 'vimeo', '76979871'],
    ['https://player.vimeo.com/video/76979871', 'vimeo', '76979871'],
  ])('%s is a %s video %s', (link, provider, id) => {
    expect(videoEmbed(link)).toMatchObject({ provider, id })
  })

  it.each([
    null,
    '',
    'not a url',
    'https://example.com/watch?v=ysz5S6PUM-U',
    'https://www.youtube.com/watch?v=<script>',
  ])('refuses %s', (link) => {
    expect(videoEmbed(link)).toBeUndefined()
  })

  it('embeds privately with the JS API and the page origin', () => {
    expect(videoEmbed('https://youtu.be/ysz5S6PUM-U', 'https://showhome.example')?.embedUrl).toBe(
      'https://www.youtube-nocookie.com/embed/ysz5S6PUM-U?enablejsapi=1&rel=0&playsinline=1&origin=https%3A%2F%2Fshowhome.example',
    )
  })

  it('trusts messages only from the provider', () => {
    expect(isPlayerOrigin('https://www.youtube-nocookie.com', 'youtube')).toBe(true)
    expect(isPlayerOrigin('https://evil.example', 'youtube')).toBe(false)
    expect(isPlayerOrigin('https://player.vimeo.com', 'vimeo')).toBe(true)
  })
})
