import { claims } from '@greenscape/shared/claims';
import { ResponsivePicture } from '../../../components/ui/responsive-picture';
import { useT } from '../../../i18n/use-t';
import { aboutPhoto } from '../photos';
import { TrustBadges } from './trust-badges';

export function AboutSection() {
  const t = useT();
  return (
    <section id="about" aria-labelledby="about-title" className="bg-white py-20">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 md:grid-cols-2 md:items-center">
        <div className="flex flex-col gap-4">
          <h2 id="about-title" className="text-3xl font-bold text-brand">
            {t('landing.about.title')}
          </h2>
          <p className="hidden text-stone-700 min-[769px]:block">{t('landing.about.company')}</p>
          <p className="text-stone-700">{t('landing.about.plants')}</p>
          <div className="hidden min-[769px]:block">
            <RatingsCard />
          </div>
        </div>
        <ResponsivePicture
          photos={aboutPhoto}
          alt={t('landing.about.photoAlt')}
          sizes="(min-width: 768px) 50vw, 100vw"
          width={960}
          height={600}
          className="h-auto w-full rounded-xl object-cover shadow-lg"
        />
      </div>
      <TrustBadges />
    </section>
  );
}

function RatingsCard() {
  const t = useT();
  return (
    <figure className="flex items-center gap-4 rounded-xl border border-stone-200 p-4">
      <svg
        viewBox="0 0 120 24"
        width="120"
        height="24"
        role="img"
        aria-label={t('landing.about.stars', { rating: claims.averageRating })}
      >
        {[0, 1, 2, 3, 4].map((i) => (
          <path
            key={i}
            transform={`translate(${i * 24} 0)`}
            d="M12 2l3 6.5 7 .8-5.2 4.8 1.5 7L12 17.6 5.7 21.1l1.5-7L2 9.3l7-.8z"
            fill="#F5B301"
          />
        ))}
      </svg>
      <figcaption className="text-sm text-stone-700">
        {t('landing.about.rating', { rating: claims.averageRating, count: claims.reviewCount })}
      </figcaption>
    </figure>
  );
}
