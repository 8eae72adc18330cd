import { EntitySchema } from '@mikro-orm/core';
import { CleanerProfile } from '../../domain/cleaner-profile.js';
import { CleanerDocument } from '../../domain/cleaner-document.js';
import { PortfolioPhoto } from '../../domain/portfolio-photo.js';

const json = { type: 'json', columnType: 'jsonb' } as const;
const text = (nullable = false) => ({ type: 'text', nullable }) as const;
const ts = (nullable = false) => ({ type: 'datetime', columnType: 'timestamptz', nullable }) as const;

export const CleanerProfileSchema = new EntitySchema<CleanerProfile>({
  class: CleanerProfile,
  tableName: 'cleaners_profiles',
  properties: {
    userId: { type: 'uuid', primary: true },
    slug: text(),
    bio: text(true),
    gender: { ...text(true), runtimeType: 'string' as never },
    languages: json,
    experienceLevel: { ...text(true), runtimeType: 'string' as never },
    experienceYears: { type: 'integer', nullable: true },
    primaryCityId: text(true),
    serviceCities: json,
    coverageKm: { type: 'integer', nullable: true },
    equipment: json,
    paymentMode: { ...text(), runtimeType: 'string' as never },
    fixedRates: json,
    serviceRates: json,
    pets: json,
    serviceTypes: json,
    skills: json,
    education: text(true),
    certificates: json,
    street: text(true),
    city: text(true),
    province: text(true),
    postalCode: text(true),
    country: text(),
    gstNumber: text(true),
    qstNumber: text(true),
    insuranceExpiresOn: { type: 'date', nullable: true, runtimeType: 'string' },
    ecoCertification: { ...text(true), runtimeType: 'string' as never },
    trainingAcknowledged: json,
    quickStartCompletedAt: ts(true),
    readyToWorkCompletedAt: ts(true),
    fullVerificationCompletedAt: ts(true),
    createdAt: ts(),
    updatedAt: ts(),
  },
});

export const CleanerDocumentSchema = new EntitySchema<CleanerDocument>({
  class: CleanerDocument,
  tableName: 'cleaners_documents',
  properties: {
    id: { type: 'uuid', primary: true },
    cleanerId: { type: 'uuid' },
    type: { ...text(), runtimeType: 'string' as never },
    status: { ...text(), runtimeType: 'string' as never },
    rejectionReason: text(true),
    storageKey: text(),
    filename: text(),
    contentType: text(),
    sizeBytes: { type: 'integer' },
    issuedOn: { type: 'date', nullable: true, runtimeType: 'string' },
    uploadedAt: ts(),
    reviewedAt: ts(true),
    reviewedBy: { type: 'uuid', nullable: true },
  },
});

export const PortfolioPhotoSchema = new EntitySchema<PortfolioPhoto>({
  class: PortfolioPhoto,
  tableName: 'cleaners_portfolio_photos',
  properties: {
    id: { type: 'uuid', primary: true },
    cleanerId: { type: 'uuid' },
    largeKey: text(),
    thumbKey: text(),
    width: { type: 'integer' },
    height: { type: 'integer' },
    widths: json,
    createdAt: ts(),
  },
});
