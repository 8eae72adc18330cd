import type {
  EcoCertification,
  Equipment,
  ExperienceLevel,
  Gender,
  Language,
  PaymentMode,
  Pet,
  PropertyType,
  ServiceType,
  TrainingModule,
} from './cleaner-vocabulary.js';

export interface ServiceCity {
  /** A gazetteer place id of modules/geo (e.g. "trois-rivieres"). */
  placeId: string;
  hourlyRateCents: number;
}

export type FixedRates = Partial<Record<PropertyType, number>>;

/**
 * Hourly rates of their own for some services (issue #40: "basic $25, deep $35, move-out $45"), in
 * hourly mode: a service without one is priced at the city's rate (docs/decisions.md, "Rates per service").
 */
export type ServiceRates = Partial<Record<ServiceType, number>>;

export interface PostalAddress {
  street: string | null;
  city: string | null;
  province: string | null;
  postalCode: string | null;
  country: string;
}

export const ONBOARDING_STEPS = ['quick-start', 'ready-to-work', 'full-verification'] as const;
export type OnboardingStep = (typeof ONBOARDING_STEPS)[number];

/**
 * A cleaner's professional profile, keyed by the cleaner's identity user id. Both rate sets are
 * kept whatever the payment mode: switching mode keeps the other rates but does not apply them.
 */
export class CleanerProfile {
  userId!: string;
  slug!: string;
  bio!: string | null;
  gender!: Gender | null;
  languages!: Language[];
  experienceLevel!: ExperienceLevel | null;
  experienceYears!: number | null;
  primaryCityId!: string | null;
  serviceCities!: ServiceCity[];
  coverageKm!: number | null;
  equipment!: Equipment[];
  paymentMode!: PaymentMode;
  fixedRates!: FixedRates;
  serviceRates!: ServiceRates;
  pets!: Pet[];
  serviceTypes!: ServiceType[];
  skills!: string[];
  education!: string | null;
  certificates!: string[];
  street!: string | null;
  city!: string | null;
  province!: string | null;
  postalCode!: string | null;
  country!: string;
  gstNumber!: string | null;
  qstNumber!: string | null;
  insuranceExpiresOn!: string | null;
  ecoCertification!: EcoCertification | null;
  trainingAcknowledged!: TrainingModule[];
  quickStartCompletedAt!: Date | null;
  readyToWorkCompletedAt!: Date | null;
  fullVerificationCompletedAt!: Date | null;
  createdAt!: Date;
  updatedAt!: Date;

  static create(input: { userId: string; slug: string; now: Date }): CleanerProfile {
    const p = new CleanerProfile();
    Object.assign(p, {
      userId: input.userId,
      slug: input.slug,
      bio: null,
      gender: null,
      languages: [],
      experienceLevel: null,
      experienceYears: null,
      primaryCityId: null,
      serviceCities: [],
      coverageKm: null,
      equipment: [],
      paymentMode: 'hourly',
      fixedRates: {},
      serviceRates: {},
      pets: [],
      serviceTypes: [],
      skills: [],
      education: null,
      certificates: [],
      street: null,
      city: null,
      province: null,
      postalCode: null,
      country: 'CA',
      gstNumber: null,
      qstNumber: null,
      insuranceExpiresOn: null,
      ecoCertification: null,
      trainingAcknowledged: [],
      quickStartCompletedAt: null,
      readyToWorkCompletedAt: null,
      fullVerificationCompletedAt: null,
      createdAt: input.now,
      updatedAt: input.now,
    } satisfies Omit<CleanerProfile, 'touch' | 'completedSteps' | 'activeRates'>);
    return p;
  }

  touch(now: Date): void {
    this.updatedAt = now;
  }

  completedSteps(): OnboardingStep[] {
    const done: OnboardingStep[] = [];
    if (this.quickStartCompletedAt) done.push('quick-start');
    if (this.readyToWorkCompletedAt) done.push('ready-to-work');
    if (this.fullVerificationCompletedAt) done.push('full-verification');
    return done;
  }

  /** The rates that apply today: only those of the current payment mode (spec section 4). */
  activeRates(): { mode: 'hourly'; hourly: ServiceCity[] } | { mode: 'fixed'; fixed: FixedRates } {
    return this.paymentMode === 'hourly' ? { mode: 'hourly', hourly: this.serviceCities } : { mode: 'fixed', fixed: this.fixedRates };
  }
}
