import type { Role } from '@greenscape/shared/schemas/auth';
import { Button } from '../../../components/ui/button';
import { useLogout } from '../api/logout';

const variants = {
  header: 'inverse',
  menu: 'secondary',
} as const;

export function LogoutButton({
  role,
  label,
  placement = 'header',
}: {
  role: Role;
  label: string;
  placement?: keyof typeof variants;
}) {
  const logout = useLogout(role);
  return (
    <Button
      type="button"
      variant={variants[placement]}
      size="xs"
      onClick={() => logout.mutate()}
      disabled={logout.isPending}
      className="text-sm"
    >
      {label}
    </Button>
  );
}
