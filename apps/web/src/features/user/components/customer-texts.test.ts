import { describe, expect, it } from 'vitest';
import { areaKeys, areaLabel } from '@greenscape/shared/areas';
import { budgetOptions } from '@greenscape/shared/budgets';
import { customerStatusOf, timelineOf } from '@greenscape/shared/stages';
import type { WorkflowProject } from '@greenscape/shared/workflow';
import { freshProject } from '@greenscape/shared/workflow-fixture';
import { catalogueOf } from '../../../../test/intl';
import { areaTextId, budgetTextId, stageIdOf, stepTitleId } from './customer-texts';

// The English catalogue repeats packages/shared's texts: the e2e suite and the server's e-mails
// read those, so the customer's English screens must say exactly the same.
const en = catalogueOf('en');

const designsSent = { ...freshProject, status: 'In Progress', designCount: 3 } as const;
const designPicked = { ...designsSent, designSelected: 2, hasTemplate: true };
const released = {
  ...designPicked,
  quotationSent: true,
  allocatedCount: 2,
  finalizedCount: 2,
  visibleToClient: true,
};
const states: Record<string, WorkflowProject> = {
  fresh: freshProject,
  designsSent,
  designPicked,
  released,
  quotationPicked: { ...released, selectedQuotation: 1 },
  // After the pick: the site visit and the milestones.
  visitProposed: { ...released, selectedQuotation: 1, visitStatus: 'proposed' },
  visitConfirmed: { ...released, selectedQuotation: 1, visitStatus: 'confirmed' },
  building: {
    ...released,
    selectedQuotation: 1,
    visitStatus: 'reported',
    milestoneCount: 4,
    currentMilestone: 1,
    currentMilestoneStatus: 'planned',
  },
  toApprove: {
    ...released,
    selectedQuotation: 1,
    visitStatus: 'reported',
    milestoneCount: 4,
    currentMilestone: 2,
    currentMilestoneStatus: 'submitted',
  },
  changes: {
    ...released,
    selectedQuotation: 1,
    visitStatus: 'reported',
    milestoneCount: 4,
    currentMilestone: 2,
    currentMilestoneStatus: 'changes-requested',
  },
  allApproved: {
    ...released,
    selectedQuotation: 1,
    visitStatus: 'reported',
    milestoneCount: 4,
    approvedCount: 4,
  },
  advanceUnpaid: {
    ...released,
    selectedQuotation: 1,
    visitStatus: 'reported',
    milestoneCount: 4,
    approvedCount: 3,
    hasAdvance: true,
  },
  completed: { ...released, selectedQuotation: 1, status: 'Completed' },
};

describe("the customer's stage and timeline texts", () => {
  for (const [name, state] of Object.entries(states)) {
    it(`are the shared English ones (${name})`, () => {
      const id = stageIdOf(state);
      expect(id).toBeDefined();
      expect(en[`user.stage.${id}`]).toBe(customerStatusOf(state).label);
      for (const step of timelineOf(state)) {
        expect(en[stepTitleId(step.key)]).toBe(step.title);
        if (step.detail !== undefined) {
          expect(step.detailId).toBeDefined();
          expect(en[`user.timeline.detail.${step.detailId}`]).toBe(step.detail);
        }
      }
    });
  }

  it('cover every stage the customer can see', () => {
    const ids = new Set(Object.values(states).map(stageIdOf));
    expect([...ids].sort()).toEqual(
      Object.keys(en)
        .filter((key) => key.startsWith('user.stage.'))
        .map((key) => key.slice('user.stage.'.length))
        .sort(),
    );
  });
});

describe('the areas and budgets', () => {
  it('have a text each, the shared English one', () => {
    for (const key of areaKeys) {
      expect(en[areaTextId(key)!], key).toBe(areaLabel(key));
    }
    for (const option of budgetOptions) {
      expect(en[budgetTextId(option.key)!], option.key).toBe(option.label);
    }
  });

  it('leave an unknown value to the caller', () => {
    expect(areaTextId('no-such-area')).toBeUndefined();
    expect(areaTextId(null)).toBeUndefined();
    expect(budgetTextId('Rs 7 Lakh')).toBeUndefined();
  });
});
