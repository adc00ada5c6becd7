import { pages } from '@greenscape/shared/pages';
import { site } from '@greenscape/shared/site';
import { ButtonLink } from '../../../components/ui/button-link';

export function ContactSection() {
  return (
    <section id="contact" aria-labelledby="contact-title" className="bg-brand py-20 text-white">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 md:grid-cols-2">
        <div className="flex flex-col gap-4">
          <h2 id="contact-title" className="text-3xl font-bold">
            Contact us
          </h2>
          <p>Tell us about your garden. We answer every enquiry within a working day.</p>
          <ButtonLink
            to={pages.signUp()}
            className="w-fit bg-white !text-brand hover:bg-brand-light"
          >
            Get Started
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
