import { projectsApi } from '@greenscape/shared/contract/projects';
import { conversationApi } from '@greenscape/shared/contract/conversation';
import { pathOf, urlOf, type BodyOf } from '@greenscape/shared/contract/endpoint';
import { budgetKeys } from '@greenscape/shared/budgets';
import { serviceKeys } from '@greenscape/shared/services';
import { readShares, reads, readTotal } from './traffic-reads';
import type { TrafficAdmin, TrafficCustomer, TrafficPartner, TrafficUsers } from './traffic-users';

// What the real-traffic run (real-traffic.ts) asks for: each request is one person's page, the
// person drawn at random from those who have such a page (the reads and their shares are in
// traffic-reads.ts); every 50th request is a write.

export type TrafficRequest = {
  kind: string;
  method: 'GET' | 'POST' | 'PUT';
  path: string;
  cookie: string;
  body?: string;
};
/** A deeper page of an admin tab: its cursor, from one walk through the tab (real-traffic.ts). */
export type DeepPage = { key: 'new' | 'inprogress' | 'completed'; cursor: string };

/** One request in this many is a write: 2 %. */
export const writeEvery = 50;

/** The writes, in the turn next() sends them (a pick while pickable projects are left). */
export const writeKinds = [
  'write: new project',
  'write: message',
  'write: pick a quotation',
] as const;

/** The request maker of one run: a shared pool of pickable projects, used up as picks come. */
export class TrafficMix {
  private sent = 0;
  // Worked out once: a request must cost the load generator little, it shares the cores.
  private readonly owners: TrafficCustomer[];
  private readonly withPick: TrafficCustomer[];
  private readonly invited: TrafficPartner[];

  constructor(
    readonly users: TrafficUsers,
    readonly deepPages: DeepPage[],
    private readonly random: () => number = Math.random,
    /** How many of the pickable projects are picked: shared by mixes of one run (OneKindMix). */
    readonly picks: { taken: number } = { taken: 0 },
  ) {
    if (users.customers.length === 0 || users.partners.length === 0 || users.admins.length === 0) {
      throw new Error('the real-traffic run needs customers, partners and admins');
    }
    this.owners = users.customers.filter((c) => c.projects.length > 0);
    this.withPick = users.customers.filter((c) => c.picked.length > 0);
    this.invited = users.partners.filter((p) => p.projects.length > 0);
    if (this.owners.length === 0) {
      throw new Error('the real-traffic customers have no projects');
    }
  }

  get picksLeft(): number {
    return this.users.pickable.length - this.picks.taken;
  }

  one<T>(list: readonly T[]): T {
    return list[Math.floor(this.random() * list.length)]!;
  }

  /** A key drawn in proportion to its weight (the tabs: New is where work comes in). */
  weighted<K extends string>(weights: Record<K, number>): K {
    const entries = Object.entries(weights) as [K, number][];
    let at = this.random() * entries.reduce((sum, [, w]) => sum + w, 0);
    return (entries.find(([, w]) => (at -= w) < 0) ?? entries[0]!)[0];
  }

  customer(page: (c: TrafficCustomer) => string) {
    return this.as(this.one(this.users.customers), page);
  }

  /** A customer with projects (every seeded one has ten). */
  owner(page: (c: TrafficCustomer) => string) {
    return this.as(this.one(this.owners), page);
  }

  pickedCustomer(page: (c: TrafficCustomer) => string) {
    return this.withPick.length > 0 ? this.as(this.one(this.withPick), page) : undefined;
  }

  partner(page: (p: TrafficPartner) => string) {
    return this.as(this.one(this.users.partners), page);
  }

  invitedPartner(page: (p: TrafficPartner) => string) {
    return this.invited.length > 0 ? this.as(this.one(this.invited), page) : undefined;
  }

  admin(page: (a: TrafficAdmin) => string) {
    return this.as(this.one(this.users.admins), page);
  }

  deepPage() {
    if (this.deepPages.length === 0) {
      return undefined;
    }
    const { key, cursor } = this.one(this.deepPages);
    return this.admin((a) =>
      urlOf(projectsApi.teamProject, { params: { key, adminId: a.id }, query: { cursor } }),
    );
  }

  next(): TrafficRequest {
    this.sent += 1;
    if (this.sent % writeEvery === 0) {
      return this.write(Math.floor(this.sent / writeEvery) % 3);
    }
    // A kind some people cannot have (no picked project at a tiny scale) is drawn again.
    for (;;) {
      let at = this.random() * readTotal;
      const [kind, , read] = reads.find(([, percent]) => (at -= percent) < 0) ?? reads[0]!;
      const page = read(this);
      if (page) {
        return { kind, method: 'GET', ...page };
      }
    }
  }

  /**
   * One request of the named kind alone (the kinds of `reads` and the three writes): what
   * BENCH_KINDS measures, to see what each kind of request costs (real-traffic.ts).
   */
  nextOf(kind: string): TrafficRequest {
    const write = writeKinds.indexOf(kind as (typeof writeKinds)[number]);
    if (write !== -1) {
      this.sent += 1;
      return this.write(write);
    }
    const entry = reads.find(([name]) => name === kind);
    const page = entry?.[2](this);
    if (!page) {
      throw new Error(`the real-traffic mix has no request of the kind '${kind}' here`);
    }
    return { kind, method: 'GET', ...page };
  }

  private as<T extends { cookie: string }>(who: T, page: (w: T) => string) {
    return { path: page(who), cookie: who.cookie };
  }

  private write(which: number): TrafficRequest {
    if (which === 2 && this.picksLeft > 0) {
      const { customer, projectId } = this.users.pickable[this.picks.taken++]!;
      const c = this.users.customers[customer]!;
      const body: BodyOf<typeof projectsApi.pickQuotation> = { num: 1 + (this.sent % 3) };
      return {
        kind: 'write: pick a quotation',
        method: 'PUT',
        path: pathOf(projectsApi.pickQuotation, { projectId, userId: c.id }),
        cookie: c.cookie,
        body: JSON.stringify(body),
      };
    }
    const c = this.one(this.owners);
    if (which === 0) {
      const body: BodyOf<typeof projectsApi.createProject> = {
        service: serviceKeys[this.sent % serviceKeys.length]!,
        budget: budgetKeys[this.sent % budgetKeys.length]!,
        desc: 'Bench traffic: a garden to be designed',
      };
      return {
        kind: 'write: new project',
        method: 'POST',
        path: pathOf(projectsApi.createProject, { userId: c.id }),
        cookie: c.cookie,
        body: JSON.stringify(body),
      };
    }
    const body: BodyOf<typeof conversationApi.sendMessage> = {
      text: 'Bench traffic: is the team coming on Monday?',
    };
    return {
      // Once the pool of pickable projects is used up, a pick's turn is a message.
      kind: which === 2 ? 'write: message (no pick left)' : 'write: message',
      method: 'POST',
      path: pathOf(conversationApi.sendMessage, { projectId: this.one(c.projects) }),
      cookie: c.cookie,
      body: JSON.stringify(body),
    };
  }
}

/**
 * The mix restricted to one kind of request (BENCH_KINDS): every request is `nextOf(kind)`. It
 * picks where the run's whole mix stopped, never a project picked already.
 */
export class OneKindMix extends TrafficMix {
  constructor(
    mix: TrafficMix,
    readonly kind: string,
  ) {
    super(mix.users, mix.deepPages, Math.random, mix.picks);
    if ((writeKinds as readonly string[]).includes(kind)) {
      return;
    }
    if (!readShares.some((r) => r.kind === kind)) {
      throw new Error(`BENCH_KINDS: no kind '${kind}' in the real-traffic mix (traffic-mix.ts)`);
    }
    // A read nobody here can make (no picked project at a small scale) fails now rather than in
    // the middle of the run; drawing one changes nothing.
    this.nextOf(kind);
  }

  override next(): TrafficRequest {
    return this.nextOf(this.kind);
  }
}
