// The caller's own survey answers as the server sends them, for the survey chart's tests and its view's path tests.
import type { Feedback } from '../../src/schemas/OrderEvent'

export const ownFeedback = (rating: number | null, comment: string | null): Feedback => ({
  userName: 'Olive Owner',
  userEmail: 'owner@showhome.example',
  guideDownloaded: null,
  rating,
  comment,
  lastUpdated: '2026-05-04T18:00:00.000Z',
  isCurrentUser: true,
})
