/** Query keys of cleaner feedback; the user's id keeps one account's opinions from showing to the next. */
export const cleanerFeedbackKeys = {
  all: ['cleaner-feedback'] as const,
  mine: (userId: string) => [...cleanerFeedbackKeys.all, 'mine', userId] as const,
  favourites: (userId: string) => [...cleanerFeedbackKeys.all, 'favourites', userId] as const,
};
