import type { GalleryCategory } from '../domain/content.js';
import type { ContentDeps } from './ports.js';

/**
 * Drawings (web/public/demo-gallery/*.svg, served at /demo-gallery/) that stand in for real before/after photos on a demo
 * machine, so the gallery and its filters can be tried. They are labelled as demo everywhere
 * (`is_demo`, a badge on the page); production gets real pairs uploaded and published by an admin.
 */
export const DEMO_PAIRS: { name: string; category: GalleryCategory; captionFr: string; captionEn: string }[] = [
  { name: 'kitchen', category: 'kitchen', captionFr: 'Cuisine\u00a0: comptoirs dégraissés, évier détartré, plaque de cuisson récurée', captionEn: 'Kitchen: counters degreased, sink descaled, cooktop scrubbed' },
  { name: 'bathroom', category: 'bathroom', captionFr: 'Salle de bain\u00a0: joints nettoyés, robinetterie détartrée, miroir sans traces', captionEn: 'Bathroom: grout cleaned, fixtures descaled, streak-free mirror' },
  { name: 'living', category: 'living', captionFr: 'Salon\u00a0: dépoussiérage complet, coussins replacés, plancher lavé', captionEn: 'Living room: full dusting, cushions set right, floor washed' },
  { name: 'office', category: 'office', captionFr: 'Bureau à domicile\u00a0: surfaces désencombrées et désinfectées, corbeille vidée', captionEn: 'Home office: surfaces decluttered and disinfected, bin emptied' },
];

export const seedDemoGallery = (deps: ContentDeps) => async (): Promise<number> => {
  const { total } = await deps.stores.gallery.adminList({ sort: { field: 'position', order: 'ASC' }, offset: 0, limit: 1, ids: null, q: null, equals: {} });
  if (total > 0) return 0;
  const now = deps.clock.now();
  for (const [i, pair] of DEMO_PAIRS.entries()) {
    await deps.stores.gallery.insert({
      id: deps.newId(),
      category: pair.category,
      captionFr: pair.captionFr,
      captionEn: pair.captionEn,
      beforeImage: `demo/${pair.name}-before.svg`,
      afterImage: `demo/${pair.name}-after.svg`,
      beforeSize: null,
      afterSize: null,
      sourceBookingId: null,
      isDemo: true,
      position: i * 10,
      published: true,
      publishedAt: now,
      publishedBy: null,
      createdAt: now,
      updatedAt: now,
    });
  }
  return DEMO_PAIRS.length;
};
