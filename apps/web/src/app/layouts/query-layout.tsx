import { QueryClientProvider } from '@tanstack/react-query';
import { Outlet } from 'react-router';
import { queryClient } from '../../lib/query-client';

// TanStack Query is given to every page but the landing, whose JavaScript budget
// (scripts/bench-web.mjs) has no room for it: this layout is loaded with the first page that needs
// it, and all of them share the one client.
export default function QueryLayout() {
  return (
    <QueryClientProvider client={queryClient}>
      <Outlet />
    </QueryClientProvider>
  );
}
