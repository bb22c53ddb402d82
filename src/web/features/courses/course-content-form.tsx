import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { CourseDto } from '#common/schemas/courses';
import { SubmitButton } from '../../components/submit-button';
import { applyServerErrors } from '../../lib/form-errors';
import { toast } from '../../lib/toast';
import { useUpdateCourse } from './api/update-course';
import { CourseFields } from './course-fields';
import { courseContentSchema, toCourseValues, type CourseFormInput } from './course-form-schema';

const fieldNames: (keyof CourseFormInput)[] = [
  'courseTitle',
  'subTitle',
  'category',
  'coursePrice',
  'description',
  'courseLevel',
  'courseDuration',
  'courseLanguage',
  'instructor',
  'courseMode',
];

/** Edit a course's text fields and price. */
export function CourseContentForm({ course }: { course: CourseDto }) {
  const updateCourse = useUpdateCourse();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(courseContentSchema),
    defaultValues: {
      courseTitle: course.courseTitle,
      subTitle: course.subTitle,
      category: course.category,
      coursePrice: String(course.coursePrice),
      description: course.description,
      courseLevel: course.courseLevel,
      courseDuration: course.courseDuration,
      courseLanguage: course.courseLanguage,
      instructor: course.instructor,
      courseMode: course.courseMode,
      courseThumbnail: undefined,
    },
  });

  const onSubmit = handleSubmit(async (fields) => {
    try {
      const { message } = await updateCourse.mutateAsync({
        id: course._id,
        values: toCourseValues(fields),
      });
      toast.success(message ?? 'Course updated');
    } catch (error) {
      if (!applyServerErrors(error, setError, fieldNames))
        toast.error(error instanceof Error ? error.message : 'Failed to update the course.');
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="card space-y-6">
      <h2 className="text-lg font-bold">Course Content</h2>
      <CourseFields register={register} errors={errors} />
      <SubmitButton pending={isSubmitting}>Update Course</SubmitButton>
    </form>
  );
}
