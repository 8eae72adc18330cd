import type { Frequency, PricingEstimateRequest, PricingTerms, ServiceType } from './api/types';

/** What the visitor picks in the /pricing estimator. The rate is typed in dollars, as text. */
export interface EstimatorChoices {
  cleaningType: ServiceType;
  rateText: string;
  hours: number;
  frequency: Frequency;
  visits: number;
  suppliesProvided: boolean;
  emergency: boolean;
  firstBooking: boolean;
  taxRegistered: boolean;
}

/** The cleaning types a visitor can estimate (commercial cleaning goes to a partner: no price here). */
export const ESTIMATOR_TYPES: readonly ServiceType[] = ['regular', 'deep', 'move_in_out', 'garage', 'office', 'airbnb'];
/** The series the booking form offers (custom intervals are priced the same way). */
export const ESTIMATOR_FREQUENCIES: readonly Frequency[] = ['once', 'weekly', 'biweekly', 'monthly'];
export const SERIES_VISITS = { min: 2, max: 12, default: 4 } as const;

/** Durations in half hours from the minimum to the maximum of the terms (4 to 12 h). */
export function hourOptions(terms: Pick<PricingTerms, 'minimumHours' | 'maximumHours'>): number[] {
  const options: number[] = [];
  for (let h = terms.minimumHours; h <= terms.maximumHours; h += 0.5) options.push(h);
  return options;
}

/** The spec's example rate of a cleaning type (25 $, 35 $, 45 $), in cents; undefined for the others. */
export function exampleRateCents(terms: Pick<PricingTerms, 'exampleHourlyRates'>, type: ServiceType): number | undefined {
  return terms.exampleHourlyRates.find((r) => r.cleaningType === type)?.hourlyRateCents;
}

/** Cents as the rate field shows them: "35" or "35,50" (French) / "35.50" (English). */
export function rateTextOf(cents: number, language: string | undefined): string {
  const whole = cents % 100 === 0;
  const text = whole ? String(cents / 100) : (cents / 100).toFixed(2);
  return language?.toLowerCase().startsWith('en') ? text : text.replace('.', ',');
}

/**
 * A typed hourly rate in dollars to integer cents, read as text (never through a float): "35",
 * "35,50", "35.5", "35 $"; null when it is not a number of dollars with at most two decimals.
 */
export function parseRateCents(text: string): number | null {
  const cleaned = text.replace(/\$/g, '').replace(/\s/g, '').replace(',', '.');
  const match = /^(\d{1,4})(?:\.(\d{1,2}))?$/.exec(cleaned);
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

export type RateProblem = 'invalid' | 'range';

/** The rate's problem, if any, against the cleaners' bounds (17 $ to 199 $). */
export function rateProblem(text: string, bounds: PricingTerms['hourlyRateCents']): RateProblem | null {
  const cents = parseRateCents(text);
  if (cents === null) return 'invalid';
  return cents < bounds.min || cents > bounds.max ? 'range' : null;
}

export function defaultChoices(terms: PricingTerms, language: string | undefined): EstimatorChoices {
  return {
    cleaningType: 'regular',
    rateText: rateTextOf(exampleRateCents(terms, 'regular') ?? terms.hourlyRateCents.min, language),
    hours: terms.minimumHours,
    frequency: 'once',
    visits: SERIES_VISITS.default,
    suppliesProvided: false,
    emergency: false,
    firstBooking: true,
    taxRegistered: false,
  };
}

/** Choosing a type with an example rate puts that rate in the field; other types keep the typed one. */
export function withCleaningType(choices: EstimatorChoices, type: ServiceType, terms: PricingTerms, language: string | undefined): EstimatorChoices {
  const example = exampleRateCents(terms, type);
  return { ...choices, cleaningType: type, rateText: example === undefined ? choices.rateText : rateTextOf(example, language) };
}

/** The request for POST /api/pricing/estimate, or null while the rate is not a valid one. */
export function toEstimateRequest(choices: EstimatorChoices, terms: PricingTerms): PricingEstimateRequest | null {
  const rateCents = parseRateCents(choices.rateText);
  if (rateCents === null || rateProblem(choices.rateText, terms.hourlyRateCents) !== null) return null;
  const series = choices.frequency !== 'once';
  return {
    cleaningType: choices.cleaningType,
    hourlyRateCents: rateCents,
    hours: choices.hours,
    frequency: choices.frequency,
    visits: series ? choices.visits : 1,
    suppliesProvided: choices.suppliesProvided,
    emergency: choices.emergency,
    firstBooking: choices.firstBooking,
    // One box: a cleaner registered for the taxes in Quebec collects both.
    cleanerTaxRegistered: { gst: choices.taxRegistered, qst: choices.taxRegistered },
  };
}
