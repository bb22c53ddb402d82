import { useLingui } from '@lingui/react/macro';
import type { CourseDto } from '#common/schemas/courses';
import { PictureEditForm } from '#web/components/picture-edit-form';
import { useUpdateCourseImage } from '../api/update-course-image';
import './messages';

/** Replace a course's thumbnail, with a preview of the chosen picture. */
export function CourseImageForm({ course }: { course: CourseDto }) {
  const { t } = useLingui();
  const updateImage = useUpdateCourseImage();
  return (
    <PictureEditForm
      title={t`Course Image`}
      label={t`New thumbnail`}
      missingMessage={t`This field is required.`}
      failureToast={t`Failed to Update Image`}
      send={(thumbnail) => updateImage.mutateAsync({ id: course._id, thumbnail })}
      updated={t`Course image updated`}
      current={course.courseThumbnail}
      noun={t`thumbnail`}
    />
  );
}
