// Which screens a journey runs on. Most run on desktop and phone, since most screens have a layout of their own. A
// journey that checks a rule no layout changes (what the address keeps, a 404, what the server answers, analytics)
// carries ONE_SCREEN and runs on desktop only (playwright.config.ts: the phone project's grepInvert), which keeps
// `npm test` inside its time budget without testing anything less.
export const ONE_SCREEN = { tag: '@one-screen' } as const
