// The `modal` query parameter (SPEC §2 Modal values): share_{tab}; reschedule_{orderId} optionally followed by
// _{date}; cancel_{orderId}. The URL is the truth for which modal is open, so a shared or reloaded link reopens it.

export const SHARE_TABS = ['link', 'embed', 'facebook', 'linkedin', 'twitter'] as const
export type ShareTab = (typeof SHARE_TABS)[number]

export type ModalParam =
  | { readonly kind: 'share'; readonly tab: ShareTab }
  /** `date` (YYYY-MM-DD) opens the reschedule calendar on that day. */
  | { readonly kind: 'reschedule'; readonly orderId: string; readonly date?: string }
  | { readonly kind: 'cancel'; readonly orderId: string }

/** Order ids are server-made: letters, digits and hyphens (an underscore would end the id). */
const ORDER_ID = '([A-Za-z0-9-]{1,64})'
const SHARE = new RegExp(`^share_(${SHARE_TABS.join('|')})$`)
const RESCHEDULE = new RegExp(`^reschedule_${ORDER_ID}(?:_(\\d{4}-\\d{2}-\\d{2}))?$`)
const CANCEL = new RegExp(`^cancel_${ORDER_ID}$`)

/** Reads a modal value, or undefined when it is not one the app knows (the parameter is then dropped). */
export function parseModalParam(text: string | undefined): ModalParam | undefined {
  if (!text) return undefined
  const share = SHARE.exec(text)
  if (share) return { kind: 'share', tab: share[1] as ShareTab }
  const reschedule = RESCHEDULE.exec(text)
  if (reschedule?.[1]) {
    const date = reschedule[2]
    if (date !== undefined && !isCalendarDay(date)) return undefined
    return { kind: 'reschedule', orderId: reschedule[1], ...(date === undefined ? {} : { date }) }
  }
  const cancel = CANCEL.exec(text)
  if (cancel?.[1]) return { kind: 'cancel', orderId: cancel[1] }
  return undefined
}

export function formatModalParam(modal: ModalParam): string {
  switch (modal.kind) {
    case 'share':
      return `share_${modal.tab}`
    case 'reschedule':
      return `reschedule_${modal.orderId}${modal.date ? `_${modal.date}` : ''}`
    case 'cancel':
      return `cancel_${modal.orderId}`
  }
}

/** 2026-02-30 is the right shape but no day; Date would roll it over to March, so compare the parts back. */
function isCalendarDay(text: string): boolean {
  const [y, m, d] = text.split('-').map(Number) as [number, number, number]
  const date = new Date(Date.UTC(y, m - 1, d))
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d
}
