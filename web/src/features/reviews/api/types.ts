import type { components } from '../../../api/schema';

export type ReviewRatings = components['schemas']['ReviewRatings'];
export type ReviewInput = components['schemas']['ReviewInput'];
export type Review = components['schemas']['Review'];
export type PublicReview = components['schemas']['PublicReview'];
export type ReviewSummary = components['schemas']['ReviewSummary'];
export type BookingReviews = components['schemas']['BookingReviews'];

export interface ReviewPage {
  items: PublicReview[];
  total: number;
  page: number;
  pageSize: number;
}

export interface CleanerReviewPage extends ReviewPage {
  summary: ReviewSummary;
}

export interface MyReviews {
  received: Review[];
  written: Review[];
  summary: ReviewSummary;
}
