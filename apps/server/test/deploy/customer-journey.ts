import { setTimeout as sleep } from 'node:timers/promises';
import sharp from 'sharp';
import type { AppInstance, LocalDeployment } from '../../src/deploy/local-deployment';

// The clients of behind-nginx.spec.ts: a person's browser as a cookie jar over fetch, the
// customer journey it runs through nginx, and the waits on the instances behind it.

export type Failure = { step: string; status: number | string; body?: string };

/** One person's browser: a cookie jar over fetch, through nginx only. */
export function browser(base: string) {
  const jar = new Map<string, string>();
  async function send(method: string, url: string, body?: string | FormData, type?: string) {
    const res = await fetch(`${base}${url}`, {
      method,
      headers: {
        ...(type ? { 'content-type': type } : {}),
        cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; '),
      },
      body,
    });
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair!.indexOf('=');
      const [name, value] = [pair!.slice(0, at), pair!.slice(at + 1)];
      if (value && !/max-age=0/i.test(line)) {
        jar.set(name, value);
      } else {
        jar.delete(name);
      }
    }
    return res;
  }
  return {
    send,
    json: (method: string, url: string, body?: unknown) =>
      send(method, url, body === undefined ? undefined : JSON.stringify(body), 'application/json'),
  };
}

async function photo(colour: string): Promise<Blob> {
  const png = await sharp({ create: { width: 800, height: 600, channels: 3, background: colour } })
    .png()
    .toBuffer();
  return new Blob([new Uint8Array(png)], { type: 'image/png' });
}

/**
 * The customer journey: sign up, upload two photos, create a project, find it in the list, open
 * it and its photo, sign out and back in, open it again. Any unexpected answer is a failure.
 */
export async function customerJourney(
  base: string,
  n: number,
  failures: Failure[],
): Promise<boolean> {
  const b = browser(base);
  const email = `journey-${n}-${Date.now()}@example.com`;
  const expectStatus = async (step: string, res: Promise<Response>, wanted: number) => {
    try {
      const r = await res;
      if (r.status !== wanted) {
        failures.push({ step, status: r.status, body: (await r.text()).slice(0, 200) });
        return undefined;
      }
      return r;
    } catch (error) {
      failures.push({ step, status: String(error) });
      return undefined;
    }
  };
  const signup = await expectStatus(
    'sign up',
    b.json('POST', '/api/auth/signup', { email, password: 'a good password' }),
    201,
  );
  if (!signup) {
    return false;
  }
  const userId = ((await signup.json()) as { _id: string })._id;

  const form = new FormData();
  form.append('files', await photo('#3B726A'), 'garden.png');
  form.append('files', await photo('#88AA44'), 'balcony.png');
  const uploaded = await expectStatus(
    'upload photos',
    b.send('POST', '/api/uploads?purpose=project-photo', form),
    201,
  );
  if (!uploaded) {
    return false;
  }
  const files = ((await uploaded.json()) as { files: { id: string }[] }).files.map((f) => f.id);

  const created = await expectStatus(
    'create project',
    b.json('POST', `/api/user/project/${userId}`, {
      service: 'terrace-gardening',
      area: 'tg-lt-1000',
      budget: '2-3L',
      desc: `Terrace garden ${n}`,
      photos: files,
    }),
    201,
  );
  if (!created) {
    return false;
  }
  const projectId = ((await created.json()) as { _id: string })._id;

  const list = await expectStatus(
    'list projects',
    b.send('GET', `/api/user/allprojects/${userId}`),
    200,
  );
  if (!list) {
    return false;
  }
  const listed = ((await list.json()) as { _id: string }[]).map((p) => p._id);
  if (!listed.includes(projectId)) {
    failures.push({ step: 'list projects', status: 'new project missing from the list' });
    return false;
  }

  const openProject = async (step: string) => {
    const opened = await expectStatus(
      step,
      b.send('GET', `/api/user/project/${projectId}/${userId}`),
      200,
    );
    return opened ? ((await opened.json()) as { photos: string[] }) : undefined;
  };
  const project = await openProject('open project');
  if (!project || project.photos.length !== 2) {
    return false;
  }
  const image = await expectStatus('open photo', b.send('GET', project.photos[0]!), 200);
  if (!image || image.headers.get('content-type') !== 'image/webp') {
    return false;
  }
  await image.arrayBuffer();

  if (!(await expectStatus('sign out', b.json('POST', '/api/auth/logout', {}), 200))) {
    return false;
  }
  const signin = await expectStatus(
    'sign in',
    b.json('POST', '/api/auth/signin', { email, password: 'a good password' }),
    200,
  );
  if (!signin) {
    return false;
  }
  return (await openProject('open project after signing in again')) !== undefined;
}

/** Requests to customer routes an instance has answered since it started. */
export async function userRequestsServed(
  d: LocalDeployment,
  instance: AppInstance,
): Promise<number> {
  const res = await fetch(`${instance.url}/api/metrics`, {
    headers: { authorization: `Bearer ${d.metricsToken}` },
  });
  const text = await res.text();
  return text
    .split('\n')
    .filter((l) => l.startsWith('greenscape_http_requests_total{') && l.includes('/api/user/'))
    .reduce((sum, l) => sum + Number(l.split(' ').at(-1)), 0);
}

export async function until(
  check: () => Promise<boolean>,
  what: string,
  ms = 30_000,
): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) {
      throw new Error(`timed out waiting for ${what}`);
    }
    await sleep(200);
  }
}
