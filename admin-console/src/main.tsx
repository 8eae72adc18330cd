import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Navigate, RouterProvider, createBrowserRouter } from 'react-router-dom';
import { App } from './App';

// react-admin would create a hash router on its own; the spec's addresses are
// real paths (/admin/users) served with an SPA fallback, so the console brings
// a browser router and mounts itself on /admin/*. It is a data router, like the
// one react-admin creates, so that unsaved-changes warnings can block navigation.
const router = createBrowserRouter([
  { path: '/admin/*', element: <App /> },
  { path: '*', element: <Navigate to="/admin" replace /> },
]);

const container = document.getElementById('root');
if (!container) throw new Error('Éclat console: #root is missing from index.html');

createRoot(container).render(
  <StrictMode>
    {/*
      No transitions, as in react-admin's own router: its logout redirects and
      resets the query cache in the same tick; in a transition the redirect
      never commits, and the stale page logs out again, in a loop.
    */}
    <RouterProvider router={router} useTransitions={false} />
  </StrictMode>,
);
