import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { reviewMessages } from '#common/reviews';
import { Field } from '#web/components/field';
import { SubmitButton } from '#web/components/submit-button';
import { useAuth } from '#web/lib/auth';
import { toast } from '#web/lib/toast';
import { useAppForm } from '#web/lib/use-app-form';
import { useSendToLogin } from '#web/lib/use-send-to-login';
import { useCreateReview } from '../api/create-review';
import { StarRatingInput } from './star-rating-input';
import './messages';

const loadSchema = async () => (await import('#common/schemas/reviews')).reviewCreateSchema;

interface ReviewFormProps {
  /** Courses the review may name: the student's purchases, or the course on screen. */
  courses: { _id: string; courseTitle: string }[];
  /** The course on screen; then the review is about it and no choice is offered. */
  courseId?: string;
}

/** "Write a Review": logged-in users only; others are sent to log in first. */
export function ReviewForm({ courses, courseId }: ReviewFormProps) {
  const { t } = useLingui();
  const id = useId();
  const { isAuthenticated } = useAuth();
  const sendToLogin = useSendToLogin();
  const createReview = useCreateReview();
  const [open, setOpen] = useState(false);
  const form = useAppForm({
    schema: loadSchema,
    defaultValues: { message: '', courseId: courseId ?? '' },
    // The check's message, already in the page's language.
    onInvalid: (errors) => {
      if (errors.message?.message) toast.error(errors.message.message);
    },
    failure: t`The review was not sent.`,
    submit: async ({ message, courseId: chosen, rating }, { reset }) => {
      const answer = await createReview.mutateAsync({
        message,
        ...(chosen ? { courseId: chosen } : {}),
        ...(rating ? { rating } : {}),
      });
      toast.success(answer.message ?? reviewMessages.sent);
      reset();
      setOpen(false);
    },
  });
  const { register, errors } = form;

  const start = () => {
    if (isAuthenticated) return setOpen(true);
    void sendToLogin(t`Login To Proceed`);
  };

  return (
    <section aria-labelledby={`${id}-title`} className="card max-w-3xl">
      <h2 id={`${id}-title`} className="text-xl font-bold">
        <Trans>Tell others about your learning</Trans>
      </h2>
      <p className="mt-2 text-slate-600">
        <Trans>Your review, with your name and profile picture, may appear on our home page.</Trans>
      </p>
      {!open ? (
        <button type="button" className="btn btn-primary mt-5" onClick={start}>
          <Trans>Write a Review</Trans>
        </button>
      ) : (
        <form {...form.formProps} className="mt-5 space-y-4">
          {!courseId && courses.length > 0 && (
            <Field label={t`Course (optional)`} error={errors.courseId?.message}>
              {(control) => (
                <select {...control} {...register('courseId')} className="input">
                  <option value="">{t`The institute in general`}</option>
                  {courses.map((course) => (
                    <option key={course._id} value={course._id}>
                      {course.courseTitle}
                    </option>
                  ))}
                </select>
              )}
            </Field>
          )}
          <StarRatingInput
            name="rating"
            value={form.watch('rating')}
            onChange={(stars) => form.setValue('rating', stars)}
            error={errors.rating?.message}
          />
          <Field label={t`Your review`} error={errors.message?.message}>
            {(control) => (
              <textarea
                {...control}
                {...register('message')}
                rows={4}
                maxLength={1000}
                className="input"
              />
            )}
          </Field>
          <div className="flex gap-3">
            <SubmitButton pending={form.pending}>
              <Trans>Send Review</Trans>
            </SubmitButton>
            <button type="button" className="btn btn-outline" onClick={() => setOpen(false)}>
              <Trans>Cancel</Trans>
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
