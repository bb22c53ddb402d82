import { useId, useState, type FormEvent } from 'react';
import { reviewMessages } from '#common/reviews';
import { useAuth } from '../../lib/auth';
import { toast } from '../../lib/toast';
import { useSendToLogin } from '../../lib/use-send-to-login';
import { useCreateReview } from './api/create-review';

interface ReviewFormProps {
  /** Courses the review may name: the student's purchases, or the course on screen. */
  courses: { _id: string; courseTitle: string }[];
  /** The course on screen; then the review is about it and no choice is offered. */
  courseId?: string;
}

/** "Write a Review": logged-in users only; others are sent to log in first. */
export function ReviewForm({ courses, courseId }: ReviewFormProps) {
  const id = useId();
  const { isAuthenticated } = useAuth();
  const sendToLogin = useSendToLogin();
  const createReview = useCreateReview();
  const [open, setOpen] = useState(false);
  const [message, setMessage] = useState('');
  const [chosenCourse, setChosenCourse] = useState(courseId ?? '');
  const [error, setError] = useState('');

  const start = () => {
    if (isAuthenticated) return setOpen(true);
    void sendToLogin(reviewMessages.loginFirst);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!message.trim()) {
      setError(reviewMessages.empty);
      toast.error(reviewMessages.empty);
      return;
    }
    try {
      const answer = await createReview.mutateAsync({
        message,
        ...(chosenCourse ? { courseId: chosenCourse } : {}),
      });
      toast.success(answer.message ?? reviewMessages.sent);
      setMessage('');
      setError('');
      setOpen(false);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : 'The review was not sent.');
    }
  };

  return (
    <section aria-labelledby={`${id}-title`} className="card max-w-3xl">
      <h2 id={`${id}-title`} className="text-xl font-bold">
        Tell others about your learning
      </h2>
      <p className="mt-2 text-slate-600">
        Your review, with your name and profile picture, may appear on our home page.
      </p>
      {!open ? (
        <button type="button" className="btn btn-primary mt-5" onClick={start}>
          Write a Review
        </button>
      ) : (
        <form noValidate onSubmit={(event) => void submit(event)} className="mt-5 space-y-4">
          {!courseId && courses.length > 0 && (
            <div>
              <label htmlFor={`${id}-course`} className="text-ink block text-sm font-semibold">
                Course (optional)
              </label>
              <select
                id={`${id}-course`}
                value={chosenCourse}
                onChange={(event) => setChosenCourse(event.target.value)}
                className="input mt-1.5"
              >
                <option value="">The institute in general</option>
                {courses.map((course) => (
                  <option key={course._id} value={course._id}>
                    {course.courseTitle}
                  </option>
                ))}
              </select>
            </div>
          )}
          <div>
            <label htmlFor={`${id}-message`} className="text-ink block text-sm font-semibold">
              Your review
            </label>
            <textarea
              id={`${id}-message`}
              value={message}
              onChange={(event) => setMessage(event.target.value)}
              rows={4}
              maxLength={1000}
              aria-invalid={Boolean(error)}
              aria-describedby={`${id}-error`}
              className="input mt-1.5"
            />
            <p
              id={`${id}-error`}
              aria-live="polite"
              className="mt-1 text-sm font-medium text-red-700 empty:hidden"
            >
              {error}
            </p>
          </div>
          <div className="flex gap-3">
            <button type="submit" className="btn btn-primary" disabled={createReview.isPending}>
              {createReview.isPending ? 'Loading...' : 'Send Review'}
            </button>
            <button type="button" className="btn btn-outline" onClick={() => setOpen(false)}>
              Cancel
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
