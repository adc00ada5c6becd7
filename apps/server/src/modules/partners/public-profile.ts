import { and, desc, eq, isNotNull, sql } from 'drizzle-orm';
import { fileUrl } from '@greenscape/shared/schemas/projects';
import type { PublicProfile } from '@greenscape/shared/schemas/workspaces';
import type { Database } from '../../db/client';
import { literalLimit, prepared } from '../../db/prepared';
import { ratings, serviceProviders } from '../../db/schema/index';

/** A partner's public profile with its rating and latest comments, or undefined. */
export async function publicProfile(db: Database, id: string): Promise<PublicProfile | undefined> {
  const [partner] = await prepared(db, 'public_profile', (d) =>
    d
      .select({
        id: serviceProviders.id,
        name: serviceProviders.name,
        city: serviceProviders.city,
        img: serviceProviders.img,
        totalProjectsCompleted: serviceProviders.totalProjectsCompleted,
        publicImages: serviceProviders.publicImages,
        // Spelt out in full: Drizzle leaves the table off the columns of a one-table select,
        // and a bare "id" inside the subquery would be the rating's own.
        average: sql<number | null>`(select avg(r.stars) from ratings r
          where r.partner_id = service_providers.id)`.mapWith(Number),
        ratingCount: sql<number>`(select count(*) from ratings r
          where r.partner_id = service_providers.id)`.mapWith(Number),
      })
      .from(serviceProviders)
      .where(eq(serviceProviders.id, sql.placeholder('id')))
      .prepare('public_profile'),
  ).execute({ id });
  if (!partner) {
    return undefined;
  }
  const comments = await prepared(db, 'public_profile_comments', (d) =>
    d
      .select({ stars: ratings.stars, comment: ratings.comment, createdAt: ratings.createdAt })
      .from(ratings)
      .where(and(eq(ratings.partnerId, sql.placeholder('id')), isNotNull(ratings.comment)))
      .orderBy(desc(ratings.createdAt))
      .limit(literalLimit(5))
      .prepare('public_profile_comments'),
  ).execute({ id: partner.id });
  const ratingCount = partner.ratingCount;
  return {
    _id: partner.id,
    name: partner.name,
    city: partner.city,
    img: partner.img,
    totalProjectsCompleted: partner.totalProjectsCompleted,
    publicImages: partner.publicImages.map(fileUrl),
    rating: {
      average: ratingCount ? Math.round((partner.average ?? 0) * 10) / 10 : null,
      count: ratingCount,
    },
    comments: comments.map((c) => ({
      stars: c.stars,
      comment: c.comment ?? '',
      createdAt: c.createdAt.toISOString(),
    })),
  };
}
