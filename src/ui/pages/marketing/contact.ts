// Where the marketing pages send people who write to us. One place, so the addresses change together when the
// brand's domain is configured.
export const CONTACT = {
  hello: 'hello@showhome.example',
  sales: 'sales@showhome.example',
  photographers: 'photographers@showhome.example',
  partners: 'partners@showhome.example',
  privacy: 'privacy@showhome.example',
  legal: 'legal@showhome.example',
  support: 'support@showhome.example',
} as const

export const mailto = (address: string, subject?: string) =>
  `mailto:${address}${subject ? `?subject=${encodeURIComponent(subject)}` : ''}`
