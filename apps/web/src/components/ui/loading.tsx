import { useT } from '../../i18n/use-t';

/** A request that takes time says so: every request shows a loading state while it waits. */
export function Loading({ label }: { label?: string }) {
  const t = useT();
  return (
    <p role="status" className="flex items-center gap-3 py-6 text-stone-600">
      <span
        aria-hidden="true"
        className="h-5 w-5 animate-spin rounded-full border-2 border-brand border-t-transparent"
      />
      {label ?? t('common.loading')}
    </p>
  );
}
