import type { Role } from '@greenscape/shared/schemas/auth';
import { useLogout } from '../api/logout';

const tones = {
  header: 'border-white/70 text-white hover:bg-white/15',
  menu: 'border-brand text-brand hover:bg-brand-light',
};

export function LogoutButton({
  role,
  label,
  placement = 'header',
}: {
  role: Role;
  label: string;
  placement?: keyof typeof tones;
}) {
  const logout = useLogout(role);
  return (
    <button
      type="button"
      onClick={() => logout.mutate()}
      disabled={logout.isPending}
      className={`rounded-md border px-3 py-1.5 text-sm font-semibold disabled:opacity-60 ${tones[placement]}`}
    >
      {label}
    </button>
  );
}
