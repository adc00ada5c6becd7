import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { signUpCustomer, type Cookies } from './auth';
import type { TestApp } from './test-app';

// The two customers and the project requests of projects-customer.test.ts (requests, access,
// support) and project-picks.test.ts (the customer's picks), through HTTP.

export type Customer = { cookies: Cookies; id: string };

export async function twoCustomers(
  app: FastifyInstance,
): Promise<Record<'asha' | 'ravi', Customer>> {
  const a = await signUpCustomer(app, 'asha@example.com');
  const r = await signUpCustomer(app, 'ravi@example.com');
  return {
    asha: { cookies: a.cookies, id: a.user._id },
    ravi: { cookies: r.cookies, id: r.user._id },
  };
}

export const valid = {
  service: 'landscaping',
  area: 'ls-lt-5000',
  budget: '2-3L',
  desc: 'A lawn with a border',
};

export function projectRequests(t: () => TestApp) {
  const create = (who: Customer, body: object, userId = who.id) =>
    t().app.inject({
      method: 'POST',
      url: `/api/user/project/${userId}`,
      cookies: who.cookies,
      payload: body,
    });
  async function newProject(who: Customer, photos: string[] = []): Promise<string> {
    const res = await create(who, { ...valid, photos });
    expect(res.statusCode).toBe(201);
    return res.json<{ _id: string }>()._id;
  }
  return { create, newProject };
}
