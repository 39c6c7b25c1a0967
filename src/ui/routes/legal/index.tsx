import { createFileRoute } from '@tanstack/react-router'
import { BRAND } from '../../brand'
import { pageHead } from '../../pages/marketing/head'
import { LegalIndexPage } from '../../pages/marketing/legal/LegalIndexPage'

export const Route = createFileRoute('/legal/')({
  head: () =>
    pageHead('Legal', `${BRAND}'s terms of service, privacy policy and subscription terms, in plain language.`),
  component: LegalIndexPage,
})
