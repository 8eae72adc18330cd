import type { ProfileView } from '../../application/profile-view.js';
import type { ReviewQueueItem } from '../../application/review-documents.js';
import type { CleanerDocument } from '../../domain/cleaner-document.js';
import { PORTFOLIO_URL_PREFIX, type PortfolioPhoto } from '../../domain/portfolio-photo.js';
import { responsiveImageView } from '../../../../src/shared/image-variants.js';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export const presentDocument = (d: CleanerDocument) => ({
  id: d.id,
  type: d.type,
  status: d.status,
  rejectionReason: d.rejectionReason,
  filename: d.filename,
  contentType: d.contentType,
  sizeBytes: d.sizeBytes,
  issuedOn: d.issuedOn,
  uploadedAt: d.uploadedAt.toISOString(),
  reviewedAt: iso(d.reviewedAt),
});

const fileName = (key: string) => key.slice(key.lastIndexOf('/') + 1);
const portfolioUrl = (key: string) => `${PORTFOLIO_URL_PREFIX}${fileName(key)}`;

export const presentPhoto = (p: PortfolioPhoto) => ({
  id: p.id,
  url: portfolioUrl(p.largeKey),
  thumbnailUrl: portfolioUrl(p.thumbKey),
  width: p.width,
  height: p.height,
  // The large picture and its AVIF/WebP variants (none for a photo stored before them: served as it is).
  image: responsiveImageView(portfolioUrl, p.largeKey, { width: p.width, height: p.height, widths: p.widths }, p),
  createdAt: p.createdAt.toISOString(),
});

/** The contract's CleanerProfile: the stored fields plus what follows from them. */
export function presentProfile(v: ProfileView, placeName: (id: string) => string | null) {
  const p = v.profile;
  const placeIds = [...new Set([...(p.primaryCityId ? [p.primaryCityId] : []), ...p.serviceCities.map((c) => c.placeId)])];
  return {
    userId: p.userId,
    slug: p.slug,
    name: v.account?.name ?? '',
    dateOfBirth: v.account?.dateOfBirth ?? null,
    bio: p.bio,
    gender: p.gender,
    languages: p.languages,
    experienceLevel: p.experienceLevel,
    experienceYears: p.experienceYears,
    primaryCityId: p.primaryCityId,
    serviceCities: p.serviceCities,
    placeNames: Object.fromEntries(placeIds.map((id) => [id, placeName(id) ?? id])),
    coverageKm: p.coverageKm,
    equipment: p.equipment,
    paymentMode: p.paymentMode,
    fixedRates: p.fixedRates,
    serviceRates: p.serviceRates,
    pets: p.pets,
    serviceTypes: p.serviceTypes,
    skills: p.skills,
    education: p.education,
    certificates: p.certificates,
    address: { street: p.street, city: p.city, province: p.province, postalCode: p.postalCode, country: p.country },
    gstNumber: p.gstNumber,
    qstNumber: p.qstNumber,
    insuranceExpiresOn: p.insuranceExpiresOn,
    ecoCertification: p.ecoCertification,
    trainingAcknowledged: p.trainingAcknowledged,
    onboarding: {
      quickStartCompletedAt: iso(p.quickStartCompletedAt),
      readyToWorkCompletedAt: iso(p.readyToWorkCompletedAt),
      fullVerificationCompletedAt: iso(p.fullVerificationCompletedAt),
      currentStep: v.currentStep,
    },
    verification: v.verification,
    isListed: v.isListed,
    completeness: v.completeness,
    badges: v.badges,
    documents: v.documents.map(presentDocument),
    portfolio: v.photos.map(presentPhoto),
    createdAt: p.createdAt.toISOString(),
    updatedAt: p.updatedAt.toISOString(),
  };
}

/** One row of the console's review queue (ra-data-simple-rest wants an `id`). */
export const presentReviewRow = (item: ReviewQueueItem) => ({
  id: item.view.profile.userId,
  name: item.view.account?.name ?? '',
  email: item.view.account?.email ?? '',
  slug: item.view.profile.slug,
  verification: item.view.verification,
  isListed: item.view.isListed,
  pendingCount: item.pendingCount,
  oldestPendingAt: iso(item.oldestPendingAt),
  lastUploadAt: item.lastUploadAt.toISOString(),
});

/** The console's show page: the whole profile, keyed by `id` for react-admin. */
export const presentReviewDetail = (v: ProfileView, placeName: (id: string) => string | null) => ({
  id: v.profile.userId,
  email: v.account?.email ?? '',
  locale: v.account?.locale ?? 'fr',
  ...presentProfile(v, placeName),
});
