import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { AdminPageIntro } from '../../components/admin-page-intro';
import { Field } from '../../components/field';
import { fileInputClass } from '../../components/file-input-class';
import { SubmitButton } from '../../components/submit-button';
import { ApiError } from '../../lib/api';
import { courseKeys } from '../../lib/course-queries';
import { applyServerErrors } from '../../lib/form-errors';
import { paths } from '../../lib/paths';
import { createCourse } from './api/manage-course';
import { CourseFields } from './course-fields';
import { createCourseSchema, toCourseValues, type CourseFormInput } from './course-form-schema';

const emptyCourse: CourseFormInput = {
  courseTitle: '',
  subTitle: '',
  category: '',
  coursePrice: '',
  description: '',
  courseLevel: '' as CourseFormInput['courseLevel'],
  courseDuration: '',
  courseLanguage: '',
  instructor: '',
  courseThumbnail: undefined,
};

const fieldNames = Object.keys(emptyCourse) as (keyof CourseFormInput)[];

export function AdminCourseCreatePage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(createCourseSchema), defaultValues: emptyCourse });

  const onSubmit = handleSubmit(async ({ courseThumbnail, ...fields }) => {
    try {
      const { message } = await createCourse(toCourseValues(fields), courseThumbnail);
      await queryClient.invalidateQueries({ queryKey: courseKeys.all });
      toast.success(message ?? 'Course created successfully');
      void navigate(paths.admin.courses.getHref());
    } catch (error) {
      toast.error('Error occurred while creating the course.');
      if (!applyServerErrors(error, setError, fieldNames) && error instanceof ApiError) {
        if (error.status === 413 || error.status === 415)
          setError('courseThumbnail', { message: error.message }, { shouldFocus: true });
      }
    }
  });

  return (
    <div className="space-y-6">
      <AdminPageIntro title="Add Course">
        Create a new course. It stays unpublished until you publish it from All Courses.
      </AdminPageIntro>
      <form noValidate onSubmit={onSubmit} className="card space-y-6">
        <CourseFields register={register} errors={errors} />
        <Field
          label="Thumbnail"
          hint="JPEG, PNG, WebP or GIF, up to 5 MB. Shown at 16:9."
          error={errors.courseThumbnail?.message}
        >
          {(control) => (
            <input
              {...control}
              {...register('courseThumbnail')}
              type="file"
              accept="image/*"
              className={fileInputClass}
            />
          )}
        </Field>
        <SubmitButton pending={isSubmitting}>Add Course</SubmitButton>
      </form>
    </div>
  );
}
