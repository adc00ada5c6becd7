import { useState } from 'react';
import { mapsLink, siteLine, type ProjectSite } from '@greenscape/shared/schemas/project-site';
import { stateByCodeOrName } from '@greenscape/shared/gst';
import { stateNameIn } from '@greenscape/shared/state-names-hi';
import { Button } from '../../../components/ui/button';
import { useLanguage, useT } from '../../../i18n/use-t';
import { SiteDialog } from './site-dialog';

/**
 * Where the garden is, on a project's page in every area (docs/product.md#the-site): the parts
 * the caller may see, a link that opens the address in the phone's maps app, and the change where
 * the shared rule allows the caller it (`changeAs`, from the project's workflow state).
 */
export function SiteCard(props: {
  site: ProjectSite;
  projectId: string;
  /** The area's role, when its caller may change the site now; else the card only shows it. */
  changeAs?: 'user' | 'admin' | undefined;
  /** Said when the address is kept from the caller (a partner not yet picked). */
  note?: string;
}) {
  const t = useT();
  const [changing, setChanging] = useState(false);
  const { language } = useLanguage();
  // The state in the reader's language; the maps link keeps the stored English name.
  const state = props.site.state ? stateByCodeOrName(props.site.state) : undefined;
  const line = siteLine({
    ...props.site,
    state: state ? stateNameIn(state, language) : props.site.state,
  });
  const maps = mapsLink(props.site);
  return (
    <section
      aria-label={t('common.site.title')}
      className="flex flex-col gap-2 rounded-xl bg-white p-5 shadow-sm"
    >
      <h2 className="text-lg font-semibold text-stone-900">{t('common.site.title')}</h2>
      <p className="break-words text-stone-900">{line || t('common.site.notGiven')}</p>
      {props.note && <p className="text-sm text-stone-600">{props.note}</p>}
      <div className="flex flex-wrap gap-3">
        {maps && (
          <a
            href={maps}
            target="_blank"
            rel="noreferrer"
            className="font-medium text-emerald-800 underline underline-offset-2"
          >
            {t('common.site.openInMaps')}
          </a>
        )}
        {props.changeAs && (
          <Button type="button" variant="outline" size="sm" onClick={() => setChanging(true)}>
            {t('common.site.change')}
          </Button>
        )}
      </div>
      {changing && props.changeAs && (
        <SiteDialog
          projectId={props.projectId}
          role={props.changeAs}
          site={props.site}
          onClose={() => setChanging(false)}
        />
      )}
    </section>
  );
}
