import { formatMoney } from '../bookings/format';

// What the profile review writes of a cleaner's rates and services, the Quebec way (issue #41).

/** "Montréal (32,00 $/h), Laval (35,00 $/h)" / "Montréal ($32.00/h)". */
export function serviceCitiesText(cities: readonly { placeId: string; hourlyRateCents: number }[], placeNames: Record<string, string>, locale: string): string {
  return cities.map((c) => `${placeNames[c.placeId] ?? c.placeId} (${formatMoney(c.hourlyRateCents, locale)}/h)`).join(', ');
}

/** "Condo 120,00 $, Maison 180,00 $", the property types named by `typeName`. */
export function fixedRatesText(rates: Record<string, number | string>, typeName: (type: string) => string, locale: string): string {
  return Object.entries(rates).map(([type, cents]) => `${typeName(type)} ${formatMoney(Number(cents), locale)}`).join(', ');
}

/** The services by their labels ("Régulier, En profondeur"), never their codes ("regular, deep"). */
export function serviceTypesText(types: readonly string[], serviceName: (type: string) => string): string {
  return types.map(serviceName).join(', ');
}
