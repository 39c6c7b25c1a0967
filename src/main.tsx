// Composition root: mounts the router. Later issues build the Effect runtime here and provide real actors to
// the charts (ARCHITECTURE §2).
import { createRouter, RouterProvider } from '@tanstack/react-router'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { routeTree } from './routeTree.gen'
import { NotFoundPage } from './ui/pages/NotFoundPage'
import './ui/styles/global.css'

const router = createRouter({ routeTree, defaultNotFoundComponent: NotFoundPage, defaultPreload: 'intent' })

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router
  }
}

const root = document.getElementById('root')
if (!root) throw new Error('index.html has no #root element')
createRoot(root).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
)
