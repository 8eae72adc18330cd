/** Query keys of the properties feature; mutations invalidate `propertyKeys.all`. */
export const propertyKeys = {
  all: ['properties'] as const,
  list: () => [...propertyKeys.all, 'list'] as const,
  suggestions: (q: string, postalCode: string) => ['geo', 'address-suggestions', q, postalCode] as const,
};
