import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../api/client';
import { toApiError } from '../../../api/api-error';
import type { components } from '../../../api/schema';
import { sellerIdentificationKeys } from './keys';

export type SellerIdentification = components['schemas']['SellerIdentification'];

export async function getMySellerIdentification(): Promise<SellerIdentification> {
  const { data, error, response } = await apiClient.GET('/api/cleaners/me/seller-identification');
  if (!data) throw toApiError(response, error);
  return data;
}

export const mySellerIdentificationQuery = () => queryOptions({ queryKey: sellerIdentificationKeys.all, queryFn: getMySellerIdentification });

export function useMySellerIdentification() {
  return useQuery(mySellerIdentificationQuery());
}
