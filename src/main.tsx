// Composition root: mounts the router. Later issues build the Effect runtime here and provide real actors to
// the charts (ARCHITECTURE §2).
import { RouterProvider } from '@tanstack/react-router'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { createAppRouter } from './ui/router'
import './ui/styles/global.css'

const router = createAppRouter()

const root = document.getElementById('root')
if (!root) throw new Error('index.html has no #root element')
createRoot(root).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
)
