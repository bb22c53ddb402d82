import type { ReviewDto } from '#common/schemas/reviews';
import { imageUrl } from '#server/services/images';
import type { Storage } from '#server/services/storage';
import type { ReviewRow } from './repo';

/** The account's name, and the name its writer chose when that is another (see ReviewDto). */
export function reviewerNames(review: ReviewRow): Pick<ReviewDto, 'name' | 'postedAs'> {
  if (review.reviewer_name === null) return { name: review.name, postedAs: null };
  const chosen = review.name !== review.reviewer_name;
  return { name: review.reviewer_name, postedAs: chosen ? review.name : null };
}

export function reviewDto(storage: Storage, review: ReviewRow): ReviewDto {
  const picture = review.reviewer_img ?? review.review_image;
  return {
    _id: review.id,
    ...reviewerNames(review),
    reviewImage: picture ? imageUrl(storage, picture) : '',
    message: review.message,
    rating: review.rating,
    course:
      review.course_id !== null && review.course_title !== null
        ? { _id: review.course_id, courseTitle: review.course_title }
        : null,
    verified: review.enrolled_at !== null,
    status: review.status,
    createdAt: review.created_at,
  };
}
