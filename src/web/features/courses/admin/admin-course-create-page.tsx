import { useLingui } from '@lingui/react/macro';
import { AdminInsertPage } from '#web/components/admin-insert-page';
import { ImageFileField } from '#web/components/image-file-field';
import { adminPaths } from '#common/admin-paths';
import { useInsertForm } from '#web/lib/use-insert-form';
import { useCreateCourse } from '../api/create-course';
import { CourseFields } from './course-fields';
import { createCourseSchema, toCourseValues, type CourseFormInput } from './course-form-schema';
import './messages';

const emptyCourse: CourseFormInput = {
  courseTitle: '',
  courseTitleHi: '',
  subTitle: '',
  subTitleHi: '',
  category: '',
  categoryHi: '',
  coursePrice: '',
  description: '',
  descriptionHi: '',
  courseLevel: '' as CourseFormInput['courseLevel'],
  courseDuration: '',
  courseDurationHi: '',
  courseLanguage: '',
  courseLanguageHi: '',
  instructor: '',
  courseMode: 'both',
  courseThumbnail: undefined,
};

export function AdminCourseCreatePage() {
  const { t } = useLingui();
  const createCourse = useCreateCourse();
  const form = useInsertForm({
    schema: createCourseSchema,
    defaultValues: emptyCourse,
    fileField: 'courseThumbnail',
    toastText: t`Error occurred while creating the course.`,
    create: ({ courseThumbnail, ...fields }) =>
      createCourse.mutateAsync({ values: toCourseValues(fields), thumbnail: courseThumbnail }),
    created: t`Course created successfully`,
    listHref: adminPaths.courses.getHref(),
  });

  return (
    <AdminInsertPage
      title={t`Add Course`}
      intro={t`Create a new course. It stays unpublished until you publish it from All Courses.`}
      form={form}
      action={t`Add Course`}
    >
      <CourseFields register={form.register} errors={form.errors} />
      <ImageFileField
        label={t`Thumbnail`}
        shownAs={t`Shown at 16:9.`}
        registration={form.register('courseThumbnail')}
        error={form.errors.courseThumbnail?.message}
      />
    </AdminInsertPage>
  );
}
