import { pages } from '@greenscape/shared/pages';
import { site } from '@greenscape/shared/site';
import { ButtonLink } from '../../../components/ui/button-link';
import { useT } from '../../../i18n/use-t';

export function ContactSection() {
  const t = useT();
  return (
    <section id="contact" aria-labelledby="contact-title" className="bg-brand py-20 text-white">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 md:grid-cols-2">
        <div className="flex flex-col gap-4">
          <h2 id="contact-title" className="text-3xl font-bold">
            {t('landing.contact.title')}
          </h2>
          <p>{t('landing.contact.lead')}</p>
          <ButtonLink
            to={pages.signUp()}
            className="w-fit bg-white !text-brand hover:bg-brand-light"
          >
            {t('landing.contact.getStarted')}
          </ButtonLink>
        </div>
        <address className="flex flex-col gap-2 not-italic">
          <a href={`mailto:${site.supportEmail}`} className="underline">
            {site.supportEmail}
          </a>
          <a href={`tel:${site.supportPhone.replace(/[^+\d]/g, '')}`} className="underline">
            {site.supportPhone}
          </a>
          <span>{site.officeAddress}</span>
          <ul className="mt-2 flex gap-4">
            {site.social.map((s) => (
              <li key={s.name}>
                <a href={s.url} rel="noopener noreferrer" target="_blank" className="underline">
                  {s.name}
                </a>
              </li>
            ))}
          </ul>
        </address>
      </div>
    </section>
  );
}
