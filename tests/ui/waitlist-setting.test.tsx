// A placed order's waitlist checkbox (issue 16) rendered on its own, with no app runtime: the view then runs the
// chart unbound, whose save fails loudly, and the person sees what any failed save shows: the checkbox back as it
// was and the message, never a page that stops answering.
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { WaitlistSetting } from '../../src/ui/features/placed-orders/WaitlistSetting'
import { renderInRouter } from '../support/render-in-router'

afterEach(cleanup)

const LABEL = 'Keep this time, and offer me an earlier one if it opens up'

describe('the waitlist setting without a runtime', () => {
  it('flips back and says so, and can be tried again', async () => {
    await renderInRouter(() => <WaitlistSetting orderId="ord_8f3a" enabled={false} />)
    const box = () => screen.getByRole('checkbox', { name: LABEL }) as HTMLInputElement
    expect(box().checked).toBe(false)
    await act(async () => {
      fireEvent.click(box())
    })
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('The waitlist could not be updated. Please try again.'),
    )
    expect(box().checked).toBe(false)
    expect(box().disabled).toBe(false)
    fireEvent.click(box())
    expect(box().checked).toBe(true)
    expect(box().disabled).toBe(true)
    expect(screen.queryByRole('alert')).toBeNull()
    await waitFor(() => expect(screen.getByRole('alert')).toBeTruthy())
    expect(box().checked).toBe(false)
  })
})
