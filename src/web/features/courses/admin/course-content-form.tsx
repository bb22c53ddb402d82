import { useLingui } from '@lingui/react/macro';
import type { CourseDto } from '#common/schemas/courses';
import { AdminFormCard } from '#web/components/admin-form-card';
import { toast } from '#web/lib/toast';
import { useAppForm } from '#web/lib/use-app-form';
import { useUpdateCourse } from '../api/update-course';
import { CourseFields } from './course-fields';
import { courseContentSchema, toCourseValues } from './course-form-schema';
import './messages';

/** Edit a course's text fields and price. */
export function CourseContentForm({ course }: { course: CourseDto }) {
  const { t } = useLingui();
  const updateCourse = useUpdateCourse();
  const form = useAppForm({
    schema: courseContentSchema,
    defaultValues: {
      courseTitle: course.courseTitle,
      courseTitleHi: course.courseTitleHi ?? '',
      subTitle: course.subTitle,
      subTitleHi: course.subTitleHi ?? '',
      category: course.category,
      categoryHi: course.categoryHi ?? '',
      coursePrice: String(course.coursePrice),
      description: course.description,
      descriptionHi: course.descriptionHi ?? '',
      courseLevel: course.courseLevel,
      courseDuration: course.courseDuration,
      courseDurationHi: course.courseDurationHi ?? '',
      courseLanguage: course.courseLanguage,
      courseLanguageHi: course.courseLanguageHi ?? '',
      instructor: course.instructor,
      courseMode: course.courseMode,
      courseThumbnail: undefined,
    },
    failure: t`Failed to update the course.`,
    submit: async (fields) => {
      const { message } = await updateCourse.mutateAsync({
        id: course._id,
        values: toCourseValues(fields),
      });
      toast.success(message ?? t`Course updated`);
    },
  });

  return (
    <AdminFormCard form={form} title={t`Course Content`} action={t`Update Course`}>
      <CourseFields register={form.register} errors={form.errors} />
    </AdminFormCard>
  );
}
