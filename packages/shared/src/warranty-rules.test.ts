import { describe, expect, it } from 'vitest';
import { claimChangeSchema, newClaimSchema } from './schemas/warranty';
import { releasedProject } from './workflow-fixture';
import {
  addDays,
  canClaim,
  canCloseClaim,
  canDecideClaim,
  canReopenClaim,
  canReportFix,
} from './warranty-rules';

const completed = { ...releasedProject, selectedQuotation: 1, status: 'Completed' as const };

describe('the warranty rules', () => {
  it('takes claims from completion through the last day of the warranty', () => {
    expect(canClaim(releasedProject, null, '2026-12-01')).toMatchObject({
      code: 'warrantyNotStarted',
    });
    expect(canClaim(completed, '2027-02-28', '2027-02-28')).toEqual({ ok: true });
    expect(canClaim(completed, '2027-02-28', '2027-03-01')).toMatchObject({
      code: 'warrantyEnded',
    });
  });

  it('moves a claim only in its order', () => {
    expect(canDecideClaim('open').ok).toBe(true);
    expect(canDecideClaim('scheduled').ok).toBe(true);
    expect(canDecideClaim('fixed')).toMatchObject({ code: 'claimNotOpen' });
    expect(canReportFix('open')).toMatchObject({ code: 'claimNotScheduled' });
    expect(canReportFix('scheduled').ok).toBe(true);
    expect(canCloseClaim('scheduled')).toMatchObject({ code: 'claimNotFixed' });
    expect(canCloseClaim('fixed').ok).toBe(true);
  });

  it('reopens a fix within 14 days of it, across a month end', () => {
    expect(addDays('2026-12-25', 14)).toBe('2027-01-08');
    expect(canReopenClaim('fixed', '2026-12-25', '2027-01-08').ok).toBe(true);
    expect(canReopenClaim('fixed', '2026-12-25', '2027-01-09')).toMatchObject({
      code: 'claimReopenTooLate',
    });
    expect(canReopenClaim('closed', '2026-12-25', '2026-12-26')).toMatchObject({
      code: 'claimNotFixed',
    });
  });
});

describe('the warranty bodies', () => {
  it('tells the five changes apart, each refused in its own words', () => {
    expect(claimChangeSchema.parse({ visitOn: '2026-12-01' })).toEqual({
      kind: 'schedule',
      visitOn: '2026-12-01',
    });
    const refusal = (body: unknown) => claimChangeSchema.safeParse(body).error?.issues[0]?.message;
    expect(refusal({ visitOn: '1 Dec' })).toBe('Choose a visit date from today on');
    expect(refusal({ decision: 'not-covered', reason: 'no' })).toBe(
      'Say why it is not covered in 10 to 500 characters',
    );
    expect(refusal({ fixNote: 'Replanted', photos: [] })).toBe('Add 1 to 10 photos of the fix');
    expect(refusal({ action: 'delete' })).toMatch(/^Say what to do with the claim/);
    expect(claimChangeSchema.parse({ action: 'reopen', text: ' ' })).toEqual({ kind: 'reopen' });
  });

  it('takes a claim of up to 2,000 characters and 10 photos', () => {
    expect(newClaimSchema.parse({ text: ' Plants dying ' })).toEqual({
      text: 'Plants dying',
      photos: [],
    });
    expect(newClaimSchema.safeParse({ text: 'x'.repeat(2001) }).success).toBe(false);
  });
});
