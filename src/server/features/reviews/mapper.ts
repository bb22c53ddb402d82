import type { ReviewDto } from '#common/schemas/reviews';
import { imageUrl } from '../../services/images';
import type { Storage } from '../../services/storage';
import type { ReviewRow } from './repo';

export function reviewDto(storage: Storage, review: ReviewRow): ReviewDto {
  const picture = review.reviewer_img ?? review.review_image;
  return {
    _id: review.id,
    name: review.name,
    reviewImage: picture ? imageUrl(storage, picture) : '',
    message: review.message,
    course:
      review.course_id !== null && review.course_title !== null
        ? { _id: review.course_id, courseTitle: review.course_title }
        : null,
    verified: review.enrolled_at !== null,
    status: review.status,
    createdAt: review.created_at,
  };
}
