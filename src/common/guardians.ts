/** What a guardian can choose to hear about their child (issue 39). */
export const guardianTopics = ['fees', 'attendance', 'results'] as const;
export type GuardianTopic = (typeof guardianTopics)[number];

/** A student has at most this many guardians. */
export const MAX_GUARDIANS = 4;
