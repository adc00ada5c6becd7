// What a demo garden plan is drawn from: plan-layouts.ts draws it, demo-plans.ts
// makes one for each design of a demo project.

export type PlanKind = 'landscape' | 'terrace' | 'kitchen' | 'vertical';
export type PlanFeature = 'pond' | 'pergola' | 'lights' | 'curved-path';

export type PlanSpec = {
  /** The file name under seed-images/plans, without .webp. */
  name: string;
  kind: PlanKind;
  title: string;
  subtitle: string;
  widthM: number;
  depthM: number;
  seed: number;
  features?: PlanFeature[];
  notes: string[];
};
