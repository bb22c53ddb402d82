export const reviewMessages = {
  empty: "can't send empty review",
  sent: 'Thank you for your review!',
  held: 'Thank you! Your review will appear once the institute has seen it.',
  unknownCourse: 'Choose a course from the list.',
  rating: 'Choose from 1 to 5 stars.',
} as const;

/** The stars a rating may give. */
export const RATING_STARS = [1, 2, 3, 4, 5] as const;

export const reviewStatuses = ['published', 'pending', 'hidden'] as const;
export type ReviewStatus = (typeof reviewStatuses)[number];
