import { expect, test } from '@playwright/test';
import { ratingClaim } from '@greenscape/shared/claims';

for (const width of [375, 1280]) {
  test.describe(`landing page at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test('shows the hero, and Enquire Now leads to the sign-up page', async ({ page }) => {
      await page.goto('/');
      const heading = page.getByRole('heading', {
        level: 1,
        name: 'Proper Greening And Smart Solutions',
      });
      await expect(heading).toBeVisible();
      const enquire = page.getByRole('link', { name: 'Enquire Now' });
      await expect(enquire).toBeVisible();
      expect((await enquire.boundingBox())?.width).toBe(175);
      await expect(enquire).toHaveCSS('background-color', 'rgb(59, 114, 106)');
      await enquire.click();
      await expect(page).toHaveURL(/\/signup$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Sign Up' })).toBeVisible();
    });

    test('breaks no rule of its content security policy, the session read included', async ({
      page,
    }) => {
      await page.addInitScript(() => {
        const seen: string[] = [];
        (window as unknown as { cspViolations: string[] }).cspViolations = seen;
        document.addEventListener('securitypolicyviolation', (e) =>
          seen.push(`${e.violatedDirective} ${e.blockedURI}`),
        );
      });
      await page.goto('/');
      await expect(page.getByRole('link', { name: 'Enquire Now' })).toBeVisible();
      await page.waitForLoadState('networkidle');
      const violations = await page.evaluate(
        () => (window as unknown as { cspViolations: string[] }).cspViolations,
      );
      expect(violations).toEqual([]);
    });

    test('sets its type in the self-hosted Mukta, which also draws Devanagari', async ({
      page,
    }) => {
      const fontRequests: string[] = [];
      page.on('request', (r) => {
        if (r.resourceType() === 'font') {
          fontRequests.push(r.url());
        }
      });
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const fonts = await page.evaluate(async () => {
        await document.fonts.ready;
        const hindi = await document.fonts.load('17px Mukta', 'अपना बगीचा');
        return {
          body: getComputedStyle(document.body).fontFamily,
          latinLoaded: document.fonts.check('17px Mukta', 'Greenscape'),
          devanagariFaces: hindi.length,
        };
      });
      expect(fonts.body).toMatch(/^"?Mukta"?,/);
      expect(fonts.latinLoaded).toBe(true);
      expect(fonts.devanagariFaces).toBeGreaterThan(0);
      // Served by us: the policy has no font host (apps/server/src/plugins/security.ts).
      const origin = new URL(page.url()).origin;
      expect(fontRequests.length).toBeGreaterThan(0);
      expect(fontRequests.filter((url) => new URL(url).origin !== origin)).toEqual([]);
    });

    test('shows each service with its own illustration', async ({ page }) => {
      await page.goto('/#services');
      const cards = page.locator('#services li');
      await expect(cards).toHaveCount(4);
      for (const img of await cards.locator('img').all()) {
        await img.scrollIntoViewIfNeeded();
        await expect
          .poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth))
          .toBeGreaterThan(0);
      }
      const sources = await cards
        .locator('img')
        .evaluateAll((imgs) => imgs.map((i) => new URL((i as HTMLImageElement).src).pathname));
      expect(new Set(sources).size).toBe(4);
      expect(sources.every((s) => s.endsWith('.svg'))).toBe(true);
    });

    test('has every landing section', async ({ page }) => {
      await page.goto('/');
      await expect(page.getByRole('heading', { name: 'About us' })).toBeAttached();
      await expect(page.locator('#services li')).toHaveCount(4);
      await expect(page.locator('#gallery img')).toHaveCount(5);
      const contact = page.locator('#contact');
      await expect(contact).toContainText('support@greenscape.example');
      await expect(contact).toContainText('+91 8000-000-000');
      await expect(contact).toContainText('Bengaluru');
      await expect(contact.locator('ul a')).toHaveCount(3);
      await expect(page.locator('footer')).toContainText('Quick links');
      await contact.getByRole('link', { name: 'Get Started' }).click();
      await expect(page).toHaveURL(/\/signup$/);
    });

    test('loads every landing photo as AVIF or WebP and every drawing as SVG, none broken', async ({
      page,
    }) => {
      await page.goto('/');
      const images = page.locator('main img');
      await expect(images.first()).toBeVisible();
      for (const img of await images.all()) {
        await img.scrollIntoViewIfNeeded();
        await expect
          .poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0))
          .toBe(true);
        const src = await img.evaluate((el: HTMLImageElement) => el.currentSrc);
        // The service drawings are vectors (components/ui/service-illustrations.ts); the rest are
        // photographs.
        expect(src).toMatch(/\.(avif|webp)$|\/(landscaping|[a-z]+-gardening)-[\w-]+\.svg$/);
        expect(await img.getAttribute('alt')).not.toBeNull();
      }
    });
  });
}

test('the built page preloads the hero in AVIF, and the hero uses one of those files', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  const preload = page.locator('head link[rel="preload"][as="image"]');
  await expect(preload).toHaveAttribute('type', 'image/avif');
  const srcset = (await preload.getAttribute('imagesrcset')) ?? '';
  const preloaded = srcset.split(',').map((c) => c.trim().split(' ')[0]);
  expect(preloaded).toHaveLength(3);
  const hero = page.locator('main img').first();
  await expect
    .poll(() => hero.evaluate((el: HTMLImageElement) => new URL(el.currentSrc).pathname))
    .toMatch(/lawn-hero-\d+-[\w-]+\.avif$/);
  const used = await hero.evaluate((el: HTMLImageElement) => new URL(el.currentSrc).pathname);
  expect(preloaded).toContain(used);
});

test('the landing HTML draws the preloaded hero before any script runs, other pages do not, and the app replaces it', async ({
  page,
  request,
}) => {
  const landing = await (await request.get('/')).text();
  const preloaded = /imagesrcset="([^"]+)"/.exec(landing)?.[1];
  const root = /<div id="root">(.*?)<\/div>\s*<\/body>/s.exec(landing)?.[1] ?? '';
  expect(preloaded).toMatch(/lawn-hero-960-[\w-]+\.avif 960w/);
  // The static hero's AVIF candidates are the preloaded ones (apps/web/build/preload-hero.ts).
  expect(root).toContain(`<source type="image/avif" srcset="${preloaded}"`);
  expect(root).toContain('aria-hidden="true"');
  const other = await (await request.get('/user/project')).text();
  expect(other).toContain('<div id="root"></div>');
  expect(other).not.toContain('lawn-hero');

  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // React's page took the place of the static frame: one hero photo, inside the landmark.
  await expect(page.locator('#root > [aria-hidden="true"]')).toHaveCount(0);
  await expect(page.locator('picture')).not.toHaveCount(0);
  await expect(page.locator('main#main section#home picture')).toHaveCount(1);
});

test('at 768 px and below the About section drops its first paragraph and rating', async ({
  page,
}) => {
  await page.setViewportSize({ width: 768, height: 900 });
  await page.goto('/');
  await expect(page.getByText(ratingClaim)).toBeHidden();
  await page.setViewportSize({ width: 1024, height: 900 });
  await expect(page.getByText(ratingClaim)).toBeVisible();
});

test.describe('header navigation', () => {
  test('the hamburger menu appears below 768 px and holds the section links', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    const menu = page.getByRole('button', { name: 'Menu' });
    await menu.click();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    const panel = page.getByRole('navigation', { name: 'Menu' });
    for (const label of ['Home', 'About', 'Services', 'Gallery', 'Contact', 'Sign In']) {
      await expect(panel.getByRole('link', { name: label })).toBeVisible();
    }
    await panel.getByRole('link', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('section links scroll smoothly to their section at 1280 px', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Menu' })).toBeHidden();
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Gallery' })
      .click();
    const gallery = page.getByRole('heading', { name: 'Gallery' });
    await expect(gallery).toBeInViewport();
    await expect(page).toHaveURL(/#gallery$/);
  });
});
