import type { PersonalDataSection, PersonalDataSubject } from '../../../src/shared/personal-data.js';
import type { Review } from '../domain/review.js';
import type { ReviewsDeps } from './ports.js';
import { partiesOf, presentReview } from './review-views.js';

/** Far above what one person writes or receives; the app's own page shows the latest 100. */
const EXPORT_LIMIT = 100_000;

/**
 * A person's reviews for their data export, as the app shows them: every review they wrote, with its
 * state (pending, published, hidden by moderation), and the reviews about them they can read (published,
 * not hidden). Of the other party, the name only. A review still waiting for the double-blind window
 * is not shown to the person it is about, so it is not in their export either.
 */
export const reviewsPersonalData =
  (deps: ReviewsDeps) =>
  async (subject: PersonalDataSubject): Promise<PersonalDataSection> => {
    const [received, written] = await Promise.all([deps.reviews.visibleAbout(subject.userId, EXPORT_LIMIT), deps.reviews.writtenBy(subject.userId, EXPORT_LIMIT)]);
    const parties = await partiesOf(deps, [...received, ...written]);
    const present = (r: Review) => {
      const { author, subject: about, ...review } = presentReview(r, parties);
      return { ...review, authorName: author.name, subjectName: about.name };
    };
    return {
      data: {
        written: written.map(present),
        received: received.map(present),
      },
      files: [],
    };
  };
