import { useQueryClient } from '@tanstack/react-query';
import type { CourseDto } from '#common/schemas/courses';
import { CourseThumbnail } from '../../components/course-thumbnail';
import { Field } from '../../components/field';
import { fileInputClass } from '../../components/file-input-class';
import { SubmitButton } from '../../components/submit-button';
import { courseKeys } from '../../lib/course-queries';
import { useImageUpload } from '../../lib/use-image-upload';
import { updateCourseImage } from './api/manage-course';

/** Replace a course's thumbnail, with a preview of the chosen picture. */
export function CourseImageForm({ course }: { course: CourseDto }) {
  const queryClient = useQueryClient();
  const upload = useImageUpload({
    missingMessage: 'This field is required.',
    failureToast: 'Failed to Update Image',
    send: async (file) => {
      const { message } = await updateCourseImage(course._id, file);
      await queryClient.invalidateQueries({ queryKey: courseKeys.all });
      return message ?? 'Course image updated';
    },
  });

  return (
    <form noValidate onSubmit={upload.submit} className="card space-y-5">
      <h2 className="text-lg font-bold">Course Image</h2>
      <div className="max-w-sm overflow-hidden rounded-xl border border-slate-200">
        {upload.preview ? (
          <img
            src={upload.preview}
            alt="Preview of the new thumbnail"
            className="aspect-video w-full object-cover"
          />
        ) : (
          <CourseThumbnail src={course.courseThumbnail} alt="Current thumbnail" sizes="384px" />
        )}
      </div>
      <Field label="New thumbnail" hint="JPEG, PNG, WebP or GIF, up to 5 MB." error={upload.error}>
        {(control) => (
          <input
            {...control}
            ref={upload.inputRef}
            type="file"
            accept="image/*"
            onChange={upload.choose}
            className={fileInputClass}
          />
        )}
      </Field>
      <SubmitButton pending={upload.pending}>Update Image</SubmitButton>
    </form>
  );
}
