/** Query keys of the cleaner's seller identification (the mutation invalidates `all`). */
export const sellerIdentificationKeys = {
  all: ['cleaners', 'me', 'seller-identification'] as const,
};
