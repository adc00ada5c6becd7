import { pages } from '@greenscape/shared/pages';
import { site } from '@greenscape/shared/site';
import { ButtonLink } from '../../../components/ui/button-link';
import { ResponsivePicture } from '../../../components/ui/responsive-picture';
import { useT } from '../../../i18n/use-t';
import { heroPhoto } from '../photos';

export function HeroSection() {
  const t = useT();
  return (
    <section id="home" className="relative isolate flex min-h-[78vh] items-center overflow-hidden">
      <ResponsivePicture
        photos={heroPhoto}
        alt=""
        sizes="100vw"
        width={1280}
        height={1024}
        priority
        className="absolute inset-0 -z-20 h-full w-full object-cover"
      />
      <div className="absolute inset-0 -z-10 bg-black/40" aria-hidden="true" />
      <div className="mx-auto flex max-w-6xl flex-col items-start gap-6 px-4 py-24 text-white">
        <p className="text-sm font-semibold uppercase tracking-[0.3em] text-emerald-100">
          {site.name}
        </p>
        <h1 className="max-w-2xl text-4xl font-bold leading-tight md:text-6xl">
          {t('shell.tagline')}
        </h1>
        <p className="max-w-xl text-lg text-stone-100">{t('landing.hero.lead')}</p>
        <ButtonLink to={pages.signUp()} className="w-[175px]">
          {t('landing.hero.enquire')}
        </ButtonLink>
      </div>
    </section>
  );
}
