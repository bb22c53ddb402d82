import type { CourseDto } from '#common/schemas/courses';
import { PictureEditForm } from '#web/components/picture-edit-form';
import { useUpdateCourseImage } from '../api/update-course-image';

/** Replace a course's thumbnail, with a preview of the chosen picture. */
export function CourseImageForm({ course }: { course: CourseDto }) {
  const updateImage = useUpdateCourseImage();
  return (
    <PictureEditForm
      title="Course Image"
      label="New thumbnail"
      missingMessage="This field is required."
      failureToast="Failed to Update Image"
      send={(thumbnail) => updateImage.mutateAsync({ id: course._id, thumbnail })}
      updated="Course image updated"
      current={course.courseThumbnail}
      noun="thumbnail"
    />
  );
}
