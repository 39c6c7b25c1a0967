// The offline notice follows the browser's own online state: shown while offline, gone once back online.
import { act, cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { OfflineNotice } from '../../src/ui/features/app-notices/OfflineNotice'

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

const setOnline = (online: boolean) => {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online)
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'))
  })
}

describe('OfflineNotice', () => {
  it('says the page is the saved copy while offline, and goes when the connection is back', () => {
    render(<OfflineNotice />)
    expect(screen.queryByRole('status')).toBeNull()
    setOnline(false)
    expect(screen.getByRole('status').textContent).toMatch(/^You're offline\. This is the copy saved when you last/)
    setOnline(true)
    expect(screen.queryByRole('status')).toBeNull()
  })
})
