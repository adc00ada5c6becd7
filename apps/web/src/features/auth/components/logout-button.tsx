import type { Role } from '@greenscape/shared/schemas/auth';
import { useLogout } from '../api/logout';

export function LogoutButton({ role, label = 'Logout' }: { role: Role; label?: string }) {
  const logout = useLogout(role);
  return (
    <button
      type="button"
      onClick={() => logout.mutate()}
      disabled={logout.isPending}
      className="rounded-md border border-white/70 px-3 py-1.5 text-sm font-semibold text-white hover:bg-white/15 disabled:opacity-60"
    >
      {label}
    </button>
  );
}
