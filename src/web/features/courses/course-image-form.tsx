import type { CourseDto } from '#common/schemas/courses';
import { ImagePreview } from '../../components/image-preview';
import { ImageUploadForm } from '../../components/image-upload-form';
import { useUpdateCourseImage } from './api/update-course-image';

/** Replace a course's thumbnail, with a preview of the chosen picture. */
export function CourseImageForm({ course }: { course: CourseDto }) {
  const updateImage = useUpdateCourseImage();
  return (
    <ImageUploadForm
      className="card space-y-5"
      title="Course Image"
      label="New thumbnail"
      missingMessage="This field is required."
      failureToast="Failed to Update Image"
      send={async (thumbnail) => {
        const { message } = await updateImage.mutateAsync({ id: course._id, thumbnail });
        return message ?? 'Course image updated';
      }}
      preview={(chosen) => (
        <ImagePreview chosen={chosen} current={course.courseThumbnail} noun="thumbnail" />
      )}
    />
  );
}
