import { useNavigate } from 'react-router';
import { AdminPageIntro } from '../../components/admin-page-intro';
import { ImageFileField } from '../../components/image-file-field';
import { SubmitButton } from '../../components/submit-button';
import { paths } from '#common/paths';
import { toast } from '../../lib/toast';
import { useAppForm } from '../../lib/use-app-form';
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

export function AdminCourseCreatePage() {
  const navigate = useNavigate();
  const createCourse = useCreateCourse();
  const form = useAppForm({
    schema: createCourseSchema,
    defaultValues: emptyCourse,
    fileField: 'courseThumbnail',
    toastText: 'Error occurred while creating the course.',
    submit: async ({ courseThumbnail, ...fields }) => {
      const { message } = await createCourse.mutateAsync({
        values: toCourseValues(fields),
        thumbnail: courseThumbnail,
      });
      toast.success(message ?? 'Course created successfully');
      void navigate(paths.admin.courses.getHref());
    },
  });
  const { register, errors } = form;

  return (
    <div className="space-y-6">
      <AdminPageIntro title="Add Course">
        Create a new course. It stays unpublished until you publish it from All Courses.
      </AdminPageIntro>
      <form {...form.formProps} className="card space-y-6">
        <CourseFields register={register} errors={errors} />
        <ImageFileField
          label="Thumbnail"
          shownAs="Shown at 16:9."
          registration={register('courseThumbnail')}
          error={errors.courseThumbnail?.message}
        />
        <SubmitButton pending={form.pending}>Add Course</SubmitButton>
      </form>
    </div>
  );
}
