import { onlineManager, useQueryClient } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';
import { useT } from '../../../i18n/use-t';
import { useExecutionFormats } from '../../execution/components/formats';

/**
 * Without a network, a page shows what the phone kept (lib/kept-answers.ts); this says so above
 * it, with the time of the oldest answer on the page, so nobody takes an old state for today's.
 */
export function OfflineNotice() {
  const t = useT();
  const { instant } = useExecutionFormats();
  const client = useQueryClient();
  const online = useSyncExternalStore(onlineManager.subscribe.bind(onlineManager), () =>
    onlineManager.isOnline(),
  );
  const subscribe = useCallback(
    (onChange: () => void) => client.getQueryCache().subscribe(onChange),
    [client],
  );
  const oldest = useSyncExternalStore(subscribe, () => {
    const shown = client
      .getQueryCache()
      .findAll({ type: 'active' })
      .map((query) => query.state.dataUpdatedAt)
      .filter((at) => at > 0);
    return shown.length > 0 ? Math.min(...shown) : 0;
  });
  if (online) {
    return null;
  }
  return (
    <p
      role="status"
      className="mb-4 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm break-words text-amber-900"
    >
      {oldest > 0
        ? t('common.offline.savedAt', { time: instant(new Date(oldest).toISOString()) })
        : t('common.offline.nothingSaved')}
    </p>
  );
}
