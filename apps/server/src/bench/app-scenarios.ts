import { careApi } from '@greenscape/shared/contract/care';
import { directoryApi } from '@greenscape/shared/contract/directory';
import { partnersApi } from '@greenscape/shared/contract/partners';
import { projectsApi } from '@greenscape/shared/contract/projects';
import { authApi, phoneAccountApi } from '@greenscape/shared/contract/auth';
import { conversationApi } from '@greenscape/shared/contract/conversation';
import { executionApi } from '@greenscape/shared/contract/execution';
import { pathOf, urlOf } from '@greenscape/shared/contract/endpoint';
import { notificationsApi } from '@greenscape/shared/contract/notifications';
import { paymentsApi } from '@greenscape/shared/contract/payments';
import { systemApi } from '@greenscape/shared/contract/system';
import { generate } from 'otplib';
import { admin, floorScenario, kinds } from './bench-settings';
import { oneKindScenarios, realTrafficScenario } from './real-traffic';
import type { Scenario } from './scenarios';
import { benchPassword } from './seed-at-scale';
import type { TrafficUsers } from './traffic-users';

type Session = { cookie: string; account: { _id: string } };

async function signIn(base: string, url: string, body: object): Promise<Session> {
  const res = await fetch(`${base}${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (res.status !== 200) {
    throw new Error(`${url}: ${res.status} ${await res.text()}`);
  }
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  return { cookie, account: (await res.json()) as { _id: string } };
}

/**
 * The partner of a picked project, signed in: its id from the team's read of the project, its
 * e-mail from the team's directory searched by its public name.
 */
async function carerOf(base: string, projectId: string, team: Session) {
  const get = (url: string) => fetch(`${base}${url}`, { headers: { cookie: team.cookie } });
  const project = (await (
    await get(pathOf(projectsApi.teamProject, { key: projectId, adminId: team.account._id }))
  ).json()) as { selectedServicePartner: string };
  const id = project.selectedServicePartner;
  const profile = (await (
    await fetch(`${base}${pathOf(partnersApi.publicProfile, { id })}`)
  ).json()) as {
    name: string;
  };
  const found = (await (
    await get(
      urlOf(directoryApi.partners, {
        params: { adminId: team.account._id },
        query: { q: profile.name, limit: 50 },
      }),
    )
  ).json()) as { _id: string; email: string | null }[];
  const email = found.find((p) => p._id === id)?.email;
  if (!email) {
    throw new Error(`the partner of ${projectId} is not in the directory`);
  }
  return signIn(base, pathOf(phoneAccountApi['service-provider'].signIn), {
    email,
    password: benchPassword,
  });
}

/**
 * The pages measured, signed in as the seeded customer, partner and the bench's admin, and the
 * real-traffic run of all the people seed-traffic.ts signed in.
 */
export async function scenariosFor(base: string, people: TrafficUsers): Promise<Scenario[]> {
  const realTraffic = await realTrafficScenario(base, people);
  const customer = await signIn(base, pathOf(authApi.signIn), {
    email: 'bench-customer-1@bench.example',
    password: benchPassword,
  });
  const partner = await signIn(base, pathOf(phoneAccountApi['service-provider'].signIn), {
    email: 'bench-partner-1@bench.example',
    password: benchPassword,
  });
  const team = await signIn(base, pathOf(authApi.adminSignIn), {
    email: admin.email,
    password: admin.password,
    token: await generate({ secret: admin.secret }),
  });
  const projectList = pathOf(projectsApi.projects, { userId: customer.account._id });
  const get = (url: string, cookie: string) => fetch(`${base}${url}`, { headers: { cookie } });
  const projects = (await (await get(projectList, customer.cookie)).json()) as { _id: string }[];
  // A picked project's milestones page, as the team reads it (the seeded customers'
  // own projects are all new ones, seed-at-scale.ts).
  const inProgress = (await (
    await get(
      pathOf(projectsApi.teamProject, { key: 'inprogress', adminId: team.account._id }),
      team.cookie,
    )
  ).json()) as { _id: string; selectedQuotation: number | null }[];
  const picked = inProgress.find((p) => p.selectedQuotation !== null);
  if (!picked) {
    throw new Error('the bench database has no picked project');
  }
  // A page deep in the admin's New tab: follow the cursor as far as 5,000 rows, or the end.
  const newTab = pathOf(projectsApi.teamProject, { key: 'new', adminId: team.account._id });
  let cursor: string | null = null;
  for (let page = 0; page < 100; page++) {
    const res = await get(`${newTab}?limit=50${cursor ? `&cursor=${cursor}` : ''}`, team.cookie);
    const next = res.headers.get('x-next-cursor');
    await res.arrayBuffer();
    if (!next) {
      break;
    }
    cursor = encodeURIComponent(next);
  }
  // The conversation of the customer's first project (120 seeded messages and more, see
  // seed-conversations.ts), a page deeper in it, and the team's bell once the customer has
  // written in each of their projects, so it counts unread messages in every one of them.
  const conversation = pathOf(conversationApi.messages, { projectId: projects[0]!._id });
  for (const project of projects) {
    const res = await fetch(
      `${base}${pathOf(conversationApi.sendMessage, { projectId: project._id })}`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: customer.cookie },
        body: JSON.stringify({ text: 'Is the team coming on Monday?' }),
      },
    );
    if (res.status !== 201) {
      throw new Error(`message: ${res.status} ${await res.text()}`);
    }
  }
  const firstPage = (await (await get(conversation, customer.cookie)).json()) as { _id: string }[];
  const carer = await carerOf(base, picked._id, team);
  return [
    { name: 'hello (ceiling)', path: pathOf(systemApi.live), kind: 'ceiling' },
    // The floor of any read that asks PostgreSQL: one trivial statement (select 1), no session, a
    // tiny answer. No uncached page can cost less; the budgets are read against it (budgets.ts).
    { name: floorScenario, path: pathOf(systemApi.health), kind: 'read' },
    {
      name: 'customer: project list',
      path: projectList,
      cookie: customer.cookie,
      kind: 'read',
    },
    {
      name: 'customer: one project',
      path: pathOf(projectsApi.project, {
        projectId: projects[0]!._id,
        userId: customer.account._id,
      }),
      cookie: customer.cookie,
      kind: 'read',
    },
    {
      name: 'admin: New tab, page 1',
      path: newTab,
      cookie: team.cookie,
      kind: 'read',
    },
    {
      name: 'admin: New tab, deep page',
      path: `${newTab}?cursor=${cursor ?? ''}`,
      cookie: team.cookie,
      kind: 'read',
    },
    {
      name: 'partner: New tab',
      path: pathOf(partnersApi.project, { key: 'new', providerId: partner.account._id }),
      cookie: partner.cookie,
      kind: 'read',
    },
    {
      name: 'admin: price search',
      path: urlOf(directoryApi.prices, {
        params: { adminId: team.account._id },
        query: { item: 'grass' },
      }),
      cookie: team.cookie,
      kind: 'search',
    },
    {
      name: 'customer: conversation page',
      path: conversation,
      cookie: customer.cookie,
      kind: 'read',
    },
    {
      name: 'customer: conversation, older page',
      path: `${conversation}?before=${firstPage.at(-1)!._id}`,
      cookie: customer.cookie,
      kind: 'read',
    },
    // What every page reads for the badge (features/notifications), and the panel when opened.
    {
      name: "admin: bell's counts, unread messages",
      path: urlOf(notificationsApi.unread, { query: { role: 'admin' } }),
      cookie: team.cookie,
      kind: 'read',
    },
    {
      name: 'admin: notice panel',
      path: urlOf(notificationsApi.list, { query: { role: 'admin' } }),
      cookie: team.cookie,
      kind: 'read',
    },
    {
      name: 'admin: milestones page',
      path: pathOf(executionApi.milestones, { projectId: picked._id }),
      cookie: team.cookie,
      kind: 'read',
    },
    // The team's list of payments waiting (every admin page counts it, in the side
    // panel) and a picked project's ledger.
    {
      name: 'admin: payments waiting',
      path: pathOf(paymentsApi.waiting, { adminId: team.account._id }),
      cookie: team.cookie,
      kind: 'read',
    },
    {
      name: 'admin: project ledger',
      path: urlOf(paymentsApi.ledger, {
        params: { projectId: picked._id },
        query: { role: 'admin' },
      }),
      cookie: team.cookie,
      kind: 'read',
    },
    // After the handover (seed-care.ts): a running plan's page with its 48 visits and their
    // checklists, and the care visits of the next 7 days on the home of the plan's partner.
    {
      name: 'admin: care plan',
      path: urlOf(careApi.plan, { params: { projectId: picked._id }, query: { role: 'admin' } }),
      cookie: team.cookie,
      kind: 'read',
    },
    {
      name: 'partner: care visits of the next 7 days',
      path: pathOf(careApi.upcoming, { providerId: carer.account._id }),
      cookie: carer.cookie,
      kind: 'read',
    },
    {
      name: 'public partner profile',
      path: pathOf(partnersApi.publicProfile, { id: partner.account._id }),
      kind: 'read',
    },
    // Last, so that its writes (new projects, messages, picks) leave the pages above as seeded;
    // the reports show it first.
    realTraffic,
    ...oneKindScenarios(realTraffic.traffic!, kinds),
  ];
}
