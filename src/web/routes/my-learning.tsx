import { lazyPart } from '../components/lazy-part';
import { MyLearningPage } from '../features/courses/learning/my-learning-page';
import { MyPayments } from '../features/payments/learning/my-payments';

// The ID card, the marksheets, each course's progress, classes, attendance, instalments and the review form load as parts of their own, after the
// page: not every student is in a batch or pays in parts, and the form's library is large.
const MyClasses = lazyPart(() =>
  import('../features/courses/timetable/my-classes').then((part) => part.MyClasses),
);
const MyAttendance = lazyPart(() =>
  import('../features/courses/learning/my-attendance').then((part) => part.MyAttendance),
);
const ReviewForm = lazyPart(() =>
  import('../features/reviews/course/review-form').then((part) => part.ReviewForm),
);
const ContinueLearning = lazyPart(() =>
  import('../features/courses/lessons/continue-learning').then((part) => part.ContinueLearning),
);
const MyIdCard = lazyPart(() =>
  import('../features/id-cards/learning/my-id-card').then((part) => part.MyIdCard),
);
const MyMarksheets = lazyPart(() =>
  import('../features/certificates/learning/my-marksheets').then((part) => part.MyMarksheets),
);
const MySchedules = lazyPart(() =>
  import('../features/payments/learning/my-schedules').then((part) => part.MySchedules),
);

/** The student's courses, their ID card, their marksheets, their classes and attendance, instalments, fees and invoices, and a review they may write about a course. */
export function Component() {
  return (
    <MyLearningPage
      action={(courseId, titleId) => <ContinueLearning courseId={courseId} titleId={titleId} />}
      footer={
        <div className="space-y-14">
          <MyIdCard />
          <MyMarksheets />
          <MyClasses />
          <MyAttendance />
          <MySchedules />
          <MyPayments />
        </div>
      }
    >
      {(purchased) => <ReviewForm courses={purchased} />}
    </MyLearningPage>
  );
}
