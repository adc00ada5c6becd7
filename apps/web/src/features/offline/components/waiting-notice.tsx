import { Alert } from '../../../components/ui/alert';
import { useT } from '../../../i18n/use-t';

/**
 * In place of a step's form while its action waits in the outbox (docs/offline.md): `justKept`
 * when this page has just kept it, which says what follows; else that it waits on this phone.
 */
export function WaitingNotice({ justKept }: { justKept: boolean }) {
  const t = useT();
  return (
    <Alert kind="success">{t(justKept ? 'common.outbox.kept' : 'common.outbox.keptHere')}</Alert>
  );
}
