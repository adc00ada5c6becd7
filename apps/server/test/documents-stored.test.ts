import { buffer } from 'node:stream/consumers';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { messages } from '@greenscape/shared/messages';
import { invoices, projects } from '../src/db/schema/index';
import { renderInvoice } from '../src/modules/documents/pdf/render-invoice';
import { renderQuotation } from '../src/modules/documents/pdf/render-quotation';
import { renderReceipt } from '../src/modules/documents/pdf/render-receipt';
import { startS3StandIn, type S3StandIn } from '../src/deploy/stand-ins/s3';
import type { Cookies } from './helpers/auth';
import { pdfText } from './helpers/pdf-text';
import { createTestApp, type TestApp } from './helpers/test-app';
import {
  completeAsTeam,
  confirmPayment,
  pickedProject,
  reportPayment,
  type PickedProject,
} from './helpers/workflow-fixtures';

// A document is drawn once, when it is issued, and every download sends the file the storage
// adapter kept (modules/documents/document-files.ts): drawing one costs some 30 ms of the event
// loop's time, 300 with Devanagari, and a few download loops slowed the server for everyone.
// The renderers are spied on (they still draw) to count the drawings of each document.

vi.mock(import('../src/modules/documents/pdf/render-receipt'), { spy: true });
vi.mock(import('../src/modules/documents/pdf/render-quotation'), { spy: true });
vi.mock(import('../src/modules/documents/pdf/render-invoice'), { spy: true });

const drawings = {
  receipt: (receiptNo: string) =>
    vi.mocked(renderReceipt).mock.calls.filter(([d]) => d.receiptNo === receiptNo).length,
  quotation: (ref: string) =>
    vi.mocked(renderQuotation).mock.calls.filter(([d]) => d.project.ref === ref).length,
  invoice: (invoiceNo: string) =>
    vi.mocked(renderInvoice).mock.calls.filter(([d]) => d.invoiceNo === invoiceNo).length,
};
// Numbers and references repeat across the test's databases: each test counts its own drawings.
beforeEach(() => {
  vi.clearAllMocks();
});

/** The stored PDFs of a payment or a project, by key, with their bytes. */
async function storedFiles(app: FastifyInstance, subjectId: string) {
  const files = new Map<string, Buffer>();
  for await (const key of app.storage.list()) {
    if (key.startsWith('documents/') && key.includes(subjectId)) {
      files.set(key, await buffer((await app.storage.get(key))!.stream));
    }
  }
  return files;
}

async function forgetFiles(app: FastifyInstance, subjectId: string) {
  for (const key of (await storedFiles(app, subjectId)).keys()) {
    await app.storage.delete(key);
  }
}

const download = (app: FastifyInstance, url: string, cookies: Cookies) =>
  app.inject({ method: 'GET', url: `/api${url}`, cookies });

async function downloaded(app: FastifyInstance, url: string, cookies: Cookies) {
  const res = await download(app, url, cookies);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toBe('application/pdf');
  return res.rawPayload;
}

async function refOf(app: FastifyInstance, projectId: string) {
  const [row] = await app.database.db
    .select({ ref: projects.ref })
    .from(projects)
    .where(eq(projects.id, projectId));
  return row!.ref;
}

const receiptUrl = (p: PickedProject, paymentId: string) =>
  `/projects/${p.projectId}/payments/${paymentId}/receipt.pdf`;

describe('documents drawn once, when issued, and sent from storage', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('draws a receipt at confirmation; downloads send the stored file', async () => {
    const p = await pickedProject(t.app, { finalCosting: 100_000 });
    const reported = await reportPayment(t.app, p, 10_000);
    const { receiptNo } = await confirmPayment(t.app, p.projectId, reported._id);
    expect(drawings.receipt(receiptNo!)).toBe(1);
    const stored = [...(await storedFiles(t.app, reported._id)).values()];
    expect(stored).toHaveLength(1);

    const first = await downloaded(t.app, receiptUrl(p, reported._id), p.customer.cookies);
    const second = await downloaded(t.app, receiptUrl(p, reported._id), p.admin.cookies);
    expect(first.equals(stored[0]!)).toBe(true);
    expect(second.equals(first)).toBe(true);
    expect(drawings.receipt(receiptNo!)).toBe(1);
  });

  it('draws the quotation at the pick and the invoice at completion, once each', async () => {
    const p = await pickedProject(t.app);
    const ref = await refOf(t.app, p.projectId);
    expect(drawings.quotation(ref)).toBe(1);
    const quotationUrl = `/projects/${p.projectId}/quotation.pdf`;
    const quotation = await downloaded(t.app, quotationUrl, p.customer.cookies);
    expect((await downloaded(t.app, quotationUrl, p.admin.cookies)).equals(quotation)).toBe(true);
    expect(drawings.quotation(ref)).toBe(1);

    await completeAsTeam(t.app, p.projectId);
    const [invoice] = await t.app.database.db
      .select()
      .from(invoices)
      .where(eq(invoices.projectId, p.projectId));
    expect(drawings.invoice(invoice!.invoiceNo)).toBe(1);
    const invoiceUrl = `/projects/${p.projectId}/invoice.pdf`;
    const first = await downloaded(t.app, invoiceUrl, p.customer.cookies);
    expect((await downloaded(t.app, invoiceUrl, p.customer.cookies)).equals(first)).toBe(true);
    expect(drawings.invoice(invoice!.invoiceNo)).toBe(1);
    const stored = [...(await storedFiles(t.app, p.projectId)).values()];
    expect(stored.some((file) => file.equals(first))).toBe(true);
    expect(stored.some((file) => file.equals(quotation))).toBe(true);
  });

  it('draws a document issued before documents were stored on its first download, once', async () => {
    const p = await pickedProject(t.app, { finalCosting: 100_000 });
    const reported = await reportPayment(t.app, p, 10_000);
    const { receiptNo } = await confirmPayment(t.app, p.projectId, reported._id);
    await completeAsTeam(t.app, p.projectId);
    const ref = await refOf(t.app, p.projectId);
    const [invoice] = await t.app.database.db
      .select()
      .from(invoices)
      .where(eq(invoices.projectId, p.projectId));
    const { db } = t.app.database;
    // As a project picked, paid and completed before this code: no file, and only the invoice's
    // content kept.
    await db.execute(sql`delete from issued_receipts where payment_id = ${reported._id}`);
    await db.execute(sql`delete from issued_quotations where project_id = ${p.projectId}`);
    await forgetFiles(t.app, reported._id);
    await forgetFiles(t.app, p.projectId);

    const urls = [
      receiptUrl(p, reported._id),
      `/projects/${p.projectId}/quotation.pdf`,
      `/projects/${p.projectId}/invoice.pdf`,
    ];
    const before = [
      drawings.receipt(receiptNo!),
      drawings.quotation(ref),
      drawings.invoice(invoice!.invoiceNo),
    ];
    // Three downloads of each at once: one drawing each.
    const answers = await Promise.all(
      urls.flatMap((url) => [1, 2, 3].map(() => downloaded(t.app, url, p.customer.cookies))),
    );
    const after = () => [
      drawings.receipt(receiptNo!),
      drawings.quotation(ref),
      drawings.invoice(invoice!.invoiceNo),
    ];
    expect(after()).toEqual(before.map((n) => n + 1));
    for (const [i, url] of urls.entries()) {
      expect(answers[3 * i + 1]!.equals(answers[3 * i]!)).toBe(true);
      expect(await pdfText(await downloaded(t.app, url, p.admin.cookies))).toBe(
        await pdfText(answers[3 * i]!),
      );
    }
    expect(after()).toEqual(before.map((n) => n + 1));
    expect((await storedFiles(t.app, reported._id)).size).toBe(1);
    expect((await storedFiles(t.app, p.projectId)).size).toBe(2);
  });
});

describe('the hourly download limit (DOCUMENT_DOWNLOADS_PER_HOUR)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ DOCUMENT_DOWNLOADS_PER_HOUR: '3' });
  });
  afterAll(() => t.close());

  it('answers the fourth download of an account in an hour 429, whichever document', async () => {
    const p = await pickedProject(t.app, { finalCosting: 100_000 });
    const reported = await reportPayment(t.app, p, 10_000);
    await confirmPayment(t.app, p.projectId, reported._id);
    const quotationUrl = `/projects/${p.projectId}/quotation.pdf`;
    for (let i = 0; i < 3; i++) {
      await downloaded(t.app, quotationUrl, p.customer.cookies);
    }
    for (const url of [quotationUrl, receiptUrl(p, reported._id)]) {
      const refused = await download(t.app, url, p.customer.cookies);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({
        code: 'tooManyDownloads',
        message: messages.tooManyDownloads,
      });
    }
    // Counted per account: the team still downloads.
    await downloaded(t.app, receiptUrl(p, reported._id), p.admin.cookies);
  });

  it('answers a browser opening the link with a page saying so, the same status', async () => {
    const p = await pickedProject(t.app, { finalCosting: 100_000 });
    const url = `/api/projects/${p.projectId}/quotation.pdf`;
    const navigate = (language?: string) =>
      t.app.inject({
        method: 'GET',
        url,
        cookies: p.customer.cookies,
        headers: {
          accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
          'sec-fetch-dest': 'document',
          ...(language && { 'accept-language': language }),
        },
      });
    for (let i = 0; i < 3; i++) {
      expect((await navigate()).headers['content-type']).toBe('application/pdf');
    }
    const page = await navigate();
    expect(page.statusCode).toBe(429);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.body).toContain('<h1 style="font-size: 1.25rem">You have downloaded many');
    expect(page.body).toContain('<a href="/">Back to Greenscape</a>');
    // A program that does not ask for HTML keeps the JSON of the contract.
    const call = await download(
      t.app,
      `/projects/${p.projectId}/quotation.pdf`,
      p.customer.cookies,
    );
    expect(call.json()).toMatchObject({ code: 'tooManyDownloads' });
  });
});

describe('documents with STORAGE=s3', () => {
  let standIn: S3StandIn;
  let t: TestApp;
  beforeAll(async () => {
    standIn = await startS3StandIn();
    t = await createTestApp(standIn.env);
  });
  afterAll(async () => {
    await t.close();
    await standIn.close();
  });

  it('keeps the picked quotation in the bucket and sends it from there', async () => {
    expect(t.app.storage.kind).toBe('s3');
    const p = await pickedProject(t.app);
    const ref = await refOf(t.app, p.projectId);
    const stored = [...(await storedFiles(t.app, p.projectId)).values()];
    expect(stored).toHaveLength(1);
    const url = `/projects/${p.projectId}/quotation.pdf`;
    expect((await downloaded(t.app, url, p.customer.cookies)).equals(stored[0]!)).toBe(true);
    expect(drawings.quotation(ref)).toBe(1);
  });
});
