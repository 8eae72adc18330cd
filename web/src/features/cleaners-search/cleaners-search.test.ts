import { describe, expect, it } from 'vitest';
import { addDays, formatCents, formatCount, formatPercent, lowestFixedRate, quebecToday, responseTimeText } from './format';
import { detectPosition, locationErrorKind } from './geolocation';
import { parseSavedCity } from './saved-city';
import { activeFilterCount, changeFilters, EMPTY_FILTERS, pageCount, PAGE_SIZE, readFilters, resetPanelFilters, toSearchQuery, writeFilters } from './search-filters';

describe('search filters in the address', () => {
  it('reads every filter from the query', () => {
    const filters = readFilters(new URLSearchParams('city=montreal&service=deep&minRating=4&experience=expert&available=1&pets=dogs,cats&language=english&sort=price_asc&page=3'));
    expect(filters).toEqual({ city: 'montreal', service: 'deep', minRating: 4, experience: 'expert', availableSoon: true, pets: ['cats', 'dogs'], language: 'english', sort: 'price_asc', page: 3 });
  });

  it('drops what it cannot read instead of sending it to the server', () => {
    const filters = readFilters(new URLSearchParams('service=windows&minRating=2.2&experience=guru&available=yes&pets=fish,dogs&language=klingon&sort=cheapest&page=-1'));
    expect(filters).toEqual({ ...EMPTY_FILTERS, pets: ['dogs'] });
  });

  it('writes only what differs from the defaults, and reads back the same filters', () => {
    expect(writeFilters(EMPTY_FILTERS).toString()).toBe('');
    const filters = { ...EMPTY_FILTERS, city: 'laval', availableSoon: true, pets: ['cats' as const], sort: 'rating' as const, page: 2 };
    expect(writeFilters(filters).toString()).toBe('city=laval&available=1&pets=cats&sort=rating&page=2');
    expect(readFilters(writeFilters(filters))).toEqual(filters);
  });

  it('starts again from page 1 when a filter changes', () => {
    expect(changeFilters({ ...EMPTY_FILTERS, page: 4 }, { service: 'regular' })).toMatchObject({ service: 'regular', page: 1 });
  });

  it('counts the narrowing filters, city and sort apart', () => {
    expect(activeFilterCount({ ...EMPTY_FILTERS, city: 'laval', sort: 'rating' })).toBe(0);
    expect(activeFilterCount({ ...EMPTY_FILTERS, service: 'deep', availableSoon: true, pets: ['cats', 'dogs'] })).toBe(4);
  });

  it('counts each active filter for the phone button "Filtres (n)"', () => {
    expect(activeFilterCount(EMPTY_FILTERS)).toBe(0);
    expect(activeFilterCount({ ...EMPTY_FILTERS, service: 'deep' })).toBe(1);
    expect(activeFilterCount({ ...EMPTY_FILTERS, minRating: 4, experience: 'expert' })).toBe(2);
    expect(activeFilterCount({ ...EMPTY_FILTERS, language: 'english', availableSoon: true, pets: ['cats'] })).toBe(3);
    expect(activeFilterCount({ ...EMPTY_FILTERS, service: 'deep', minRating: 4.5, experience: 'beginner', language: 'french', availableSoon: true, pets: ['cats', 'dogs', 'birds', 'other'] })).toBe(9);
  });

  it('resets the phone panel to the defaults, keeping the city chosen outside it', () => {
    const filters = { ...EMPTY_FILTERS, city: 'laval', service: 'deep' as const, minRating: 4, sort: 'rating' as const, pets: ['cats' as const], page: 3 };
    expect(resetPanelFilters(filters)).toEqual({ ...EMPTY_FILTERS, city: 'laval' });
    expect(activeFilterCount(resetPanelFilters(filters))).toBe(0);
  });

  it('builds the API query (spec: availability within the next 3 days is availableSoon)', () => {
    expect(toSearchQuery(EMPTY_FILTERS)).toEqual({ sort: 'recommended', page: 1, pageSize: PAGE_SIZE });
    expect(toSearchQuery({ ...EMPTY_FILTERS, city: 'laval', availableSoon: true, pets: ['cats', 'dogs'], minRating: 4.5 })).toMatchObject({
      city: 'laval',
      availableSoon: true,
      pets: 'cats,dogs',
      minRating: 4.5,
    });
  });

  it('counts pages', () => {
    expect(pageCount(0, 12)).toBe(1);
    expect(pageCount(12, 12)).toBe(1);
    expect(pageCount(13, 12)).toBe(2);
  });
});

describe('formats', () => {
  it('shows money in each language', () => {
    expect(formatCents(3250, 'fr').replace(/\s/g, ' ')).toBe('32,50 $');
    expect(formatCents(3250, 'en')).toBe('$32.50');
  });

  it('shows scores as whole percentages', () => {
    expect(formatPercent(0.874, 'en')).toBe('87%');
    expect(formatPercent(0.874, 'fr').replace(/\s/g, ' ')).toBe('87 %');
  });

  it('finds the lowest fixed rate', () => {
    expect(lowestFixedRate({ house: 12000, condo: 9000 })).toBe(9000);
    expect(lowestFixedRate({})).toBeNull();
  });

  it('knows the Quebec date, which differs from UTC in the evening', () => {
    expect(quebecToday(new Date('2026-03-10T03:30:00Z'))).toBe('2026-03-09');
    expect(addDays('2026-02-27', 3)).toBe('2026-03-02');
  });
});

describe('location detection (spec section 8 messages)', () => {
  it('maps the browser error codes to denied, unavailable and timeout', () => {
    expect([1, 2, 3].map(locationErrorKind)).toEqual(['denied', 'unavailable', 'timeout']);
  });

  it('reports "not supported" without a geolocation API', async () => {
    await expect(detectPosition(undefined)).rejects.toBe('unsupported');
  });

  it('resolves with the coordinates, or rejects with the kind of error', async () => {
    const ok = { getCurrentPosition: (success: PositionCallback) => success({ coords: { latitude: 46.8, longitude: -71.2 } } as GeolocationPosition) } as Geolocation;
    await expect(detectPosition(ok)).resolves.toEqual({ lat: 46.8, lng: -71.2 });
    const denied = { getCurrentPosition: (_s: PositionCallback, failure?: PositionErrorCallback | null) => failure?.({ code: 1 } as GeolocationPositionError) } as Geolocation;
    await expect(detectPosition(denied)).rejects.toBe('denied');
  });
});

describe('saved city', () => {
  it('accepts only a well-formed saved city', () => {
    expect(parseSavedCity('{"id":"laval","name":"Laval"}')).toEqual({ id: 'laval', name: 'Laval' });
    expect(parseSavedCity('{"id":"laval"}')).toBeNull();
    expect(parseSavedCity('not json')).toBeNull();
    expect(parseSavedCity(null)).toBeNull();
  });
});

describe('trust figures on cards (issue #35)', () => {
  it('says "within an hour" below 60 minutes, then whole hours rounded up, then days', () => {
    expect(responseTimeText(0)).toEqual({ key: 'card.respondsWithinHour', count: 1 });
    expect(responseTimeText(59)).toEqual({ key: 'card.respondsWithinHour', count: 1 });
    expect(responseTimeText(60)).toEqual({ key: 'card.respondsInHours', count: 1 });
    expect(responseTimeText(61)).toEqual({ key: 'card.respondsInHours', count: 2 });
    expect(responseTimeText(180)).toEqual({ key: 'card.respondsInHours', count: 3 });
    expect(responseTimeText(47 * 60)).toEqual({ key: 'card.respondsInHours', count: 47 });
    expect(responseTimeText(48 * 60)).toEqual({ key: 'card.respondsInDays', count: 2 });
    expect(responseTimeText(49 * 60)).toEqual({ key: 'card.respondsInDays', count: 3 });
  });

  it('formats counts the Quebec way', () => {
    // A no-break space between groups (U+00A0 or U+202F, as the ICU version has it): never a line break inside a number.
    expect(formatCount(1234, 'fr')).toMatch(/^1[\u00a0\u202f]234$/);
    expect(formatCount(1234, 'en')).toBe('1,234');
    expect(formatCount(7, 'fr')).toBe('7');
  });
});
