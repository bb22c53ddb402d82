import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { AdminPageIntro } from '../../components/admin-page-intro';
import { ImageFileField } from '../../components/image-file-field';
import { SubmitButton } from '../../components/submit-button';
import { applyServerErrors, applyUploadError } from '../../lib/form-errors';
import { paths } from '#common/paths';
import { toast } from '../../lib/toast';
import { useCreateCourse } from './api/create-course';
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
  courseMode: 'both',
  courseThumbnail: undefined,
};

const fieldNames = Object.keys(emptyCourse) as (keyof CourseFormInput)[];

export function AdminCourseCreatePage() {
  const navigate = useNavigate();
  const createCourse = useCreateCourse();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(createCourseSchema), defaultValues: emptyCourse });

  const onSubmit = handleSubmit(async ({ courseThumbnail, ...fields }) => {
    try {
      const { message } = await createCourse.mutateAsync({
        values: toCourseValues(fields),
        thumbnail: courseThumbnail,
      });
      toast.success(message ?? 'Course created successfully');
      void navigate(paths.admin.courses.getHref());
    } catch (error) {
      toast.error('Error occurred while creating the course.');
      if (!applyServerErrors(error, setError, fieldNames))
        applyUploadError(error, setError, 'courseThumbnail');
    }
  });

  return (
    <div className="space-y-6">
      <AdminPageIntro title="Add Course">
        Create a new course. It stays unpublished until you publish it from All Courses.
      </AdminPageIntro>
      <form noValidate onSubmit={onSubmit} className="card space-y-6">
        <CourseFields register={register} errors={errors} />
        <ImageFileField
          label="Thumbnail"
          shownAs="Shown at 16:9."
          registration={register('courseThumbnail')}
          error={errors.courseThumbnail?.message}
        />
        <SubmitButton pending={isSubmitting}>Add Course</SubmitButton>
      </form>
    </div>
  );
}
