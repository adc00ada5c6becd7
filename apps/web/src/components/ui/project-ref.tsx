import { useT } from '../../i18n/use-t';

/**
 * A project's reference as customers read it out on the phone, e.g. GS-2611-0042:
 * on one line, in figures that are easy to tell apart, never translated by the browser.
 */
export function ProjectRef({ value, label }: { value: string; label?: string }) {
  const t = useT();
  const shown = label ?? t('common.projectRef.label');
  return (
    <span className="inline-flex items-baseline gap-1 text-sm text-stone-600">
      {shown && <span>{shown}</span>}
      <span
        translate="no"
        className="whitespace-nowrap font-mono font-medium tracking-wide text-stone-900 tabular-nums"
      >
        {value}
      </span>
    </span>
  );
}

/** The browser tab's name of a project's page: "Project GS-2611-0042" (Page's documentTitle). */
export const projectTitle = (ref: string) => `Project ${ref}`;
