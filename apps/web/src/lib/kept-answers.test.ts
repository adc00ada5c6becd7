import { describe, expect, it } from 'vitest';
import { keepsAnswer } from './kept-answers';
import {
  adminKeys,
  afterCareKeys,
  conversationKeys,
  customerKeys,
  executionKeys,
  notificationKeys,
  partnerKeys,
  paymentKeys,
  sessionKeys,
} from './query-keys';

// What the phone keeps for a weak signal (docs/offline.md): the customer's and partner's job,
// never the team's reads, nor anything of an account but who is signed in.

describe('keepsAnswer', () => {
  it("keeps the customer's and the partner's pages of the job", () => {
    for (const key of [
      sessionKeys.state,
      sessionKeys.account('service-provider'),
      sessionKeys.account('user'),
      customerKeys.list('u'),
      customerKeys.project('p'),
      partnerKeys.tab('inprogress'),
      partnerKeys.project('p'),
      executionKeys.milestones('p', 'service-provider'),
      executionKeys.siteVisit('p', 'user'),
      paymentKeys.ledger('p', 'user'),
      afterCareKeys.plan('p', 'service-provider'),
      conversationKeys.thread('p', 'user'),
    ]) {
      expect(keepsAnswer(key), key.join(' ')).toBe(true);
    }
  });

  it("never keeps the team's reads, a supplier's, or an account's settings", () => {
    for (const key of [
      adminKeys.project('p'),
      adminKeys.list('new'),
      sessionKeys.account('admin'),
      sessionKeys.account('supplier'),
      sessionKeys.preferences('user', 'u'),
      executionKeys.milestones('p', 'admin'),
      paymentKeys.ledger('p', 'admin'),
      paymentKeys.waiting,
      notificationKeys.unread('user'),
      notificationKeys.feed('user'),
    ]) {
      expect(keepsAnswer(key), key.join(' ')).toBe(false);
    }
  });
});
