import { useT } from '../../../i18n/use-t';

/** Nothing is owed before a quotation is picked: the pick fixes the total and its milestones. */
export function BeforePick() {
  const t = useT();
  return (
    <p className="rounded-lg bg-brand-light p-4 text-brand-dark">{t('user.payments.beforePick')}</p>
  );
}
