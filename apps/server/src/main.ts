import pino from 'pino';
import { buildApp } from './app';
import { prepare, startBanner } from './bootstrap';
import { startDevChannels } from './deploy/stand-ins/dev-channels';
import { ConfigError, loadConfig } from './config';
import { startDrawingThread } from './modules/documents';
import { shutdown } from './shutdown';

async function main(): Promise<void> {
  // The phone channels' stand-ins, outside production only (deploy/stand-ins/dev-channels.ts);
  // settings given in the environment win over theirs.
  const standIns =
    process.env.CHANNEL_STAND_INS === 'true' && process.env.NODE_ENV !== 'production'
      ? await startDevChannels({ print: (line) => console.log(`[stand-in] ${line}`) })
      : undefined;
  let config;
  try {
    config = loadConfig({ ...standIns?.env, ...process.env });
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const log = pino({ level: config.logLevel });
  const prepared = await prepare(config, log);
  const app = await buildApp({ config, database: prepared.database, storage: prepared.storage });
  await app.listen({ port: config.port, host: config.host });
  // The documents' drawing thread loads its file now, from the build this process started from.
  startDrawingThread();
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  console.log(startBanner(config, prepared, `http://localhost:${port}`));
  standIns?.listening(`http://127.0.0.1:${port}`);

  let stopping = false;
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.on(signal, () => {
      if (stopping) {
        return;
      }
      stopping = true;
      app.log.info({ signal }, 'shutting down');
      shutdown(app, prepared.database, config.shutdownTimeoutMs).then(
        (outcome) => {
          app.log.info({ outcome }, 'stopped; database closed');
          process.exit(outcome === 'clean' ? 0 : 1);
        },
        (error: unknown) => {
          app.log.error({ err: error }, 'shutdown failed');
          process.exit(1);
        },
      );
    });
  }
}

main().catch((error: unknown) => {
  console.error('Greenscape could not start:', error);
  process.exit(1);
});
