import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../api/client';
import { toApiError } from '../../../api/api-error';
import type { components } from '../../../api/schema';
import type { SellerIdentification } from './get-my-seller-identification';
import { sellerIdentificationKeys } from './keys';

export type SellerIdentificationInput = components['schemas']['SellerIdentificationInput'];

export async function declareMySellerIdentification(body: SellerIdentificationInput): Promise<SellerIdentification> {
  const { data, error, response } = await apiClient.PUT('/api/cleaners/me/seller-identification', { body });
  if (!data) throw toApiError(response, error);
  return data;
}

export function useDeclareMySellerIdentification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['cleaners', 'me', 'seller-identification', 'declare'],
    mutationFn: declareMySellerIdentification,
    onSuccess: (identification) => {
      queryClient.setQueryData(sellerIdentificationKeys.all, identification);
      void queryClient.invalidateQueries({ queryKey: sellerIdentificationKeys.all });
    },
  });
}
