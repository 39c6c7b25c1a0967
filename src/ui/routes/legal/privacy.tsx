import { createFileRoute } from '@tanstack/react-router'
import { BRAND } from '../../brand'
import { pageHead } from '../../pages/marketing/head'
import { PrivacyPage } from '../../pages/marketing/legal/PrivacyPage'

export const Route = createFileRoute('/legal/privacy')({
  head: () =>
    pageHead(
      'Privacy policy',
      `What personal information ${BRAND} collects when you order a shoot or view a listing, why, who we share it with, and the choices you have.`,
    ),
  component: PrivacyPage,
})
