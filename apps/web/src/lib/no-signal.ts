import { onlineManager, type QueryClient } from '@tanstack/react-query';
import { pathOf } from '@greenscape/shared/contract/endpoint';
import { systemApi } from '@greenscape/shared/contract/system';
import { restoreKeptAnswers } from './kept-answers';

// One bar of signal, or a Wi-Fi without internet: the browser says it is online, yet nothing gets
// through (docs/offline.md). When a read fails so, the app takes itself for offline: the reads
// wait instead of failing, the phone's kept answers are shown with the notice, and a small probe
// asks the server now and then until it answers, which brings the app and its outbox back.

const probeEveryMs = 5_000;
let probe: ReturnType<typeof setInterval> | undefined;

function probeUntilThrough() {
  if (probe) {
    return;
  }
  let asking = false;
  probe = setInterval(() => {
    // One probe at a time, each given up after a while: on a hanging link they would pile up.
    if (asking) {
      return;
    }
    asking = true;
    fetch(pathOf(systemApi.live), { cache: 'no-store', signal: AbortSignal.timeout(probeEveryMs) })
      .then((res) => {
        if (res.ok && probe) {
          clearInterval(probe);
          probe = undefined;
          onlineManager.setOnline(true);
          // What waits for the network hears it is back (the outbox, features/offline/).
          window.dispatchEvent(new Event('online'));
        }
      })
      .catch(() => undefined)
      .finally(() => {
        asking = false;
      });
  }, probeEveryMs);
}

/** A read found no way through though the browser reports a network: act as offline. */
export async function noSignal(client: QueryClient): Promise<void> {
  onlineManager.setOnline(false);
  await restoreKeptAnswers(client, { noSignal: true });
  probeUntilThrough();
}
