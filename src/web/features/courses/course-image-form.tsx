import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { toast } from 'sonner';
import type { CourseDto } from '#common/schemas/courses';
import { CourseThumbnail } from '../../components/course-thumbnail';
import { Field } from '../../components/field';
import { fileInputClass } from '../../components/file-input-class';
import { SubmitButton } from '../../components/submit-button';
import { courseKeys } from '../../lib/course-queries';
import { updateCourseImage } from './api/manage-course';
import { MAX_IMAGE_BYTES } from './course-form-schema';

/** Replace a course's thumbnail, with a preview of the chosen picture. */
export function CourseImageForm({ course }: { course: CourseDto }) {
  const queryClient = useQueryClient();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState('');
  const [pending, setPending] = useState(false);
  const preview = useMemo(() => (file ? URL.createObjectURL(file) : ''), [file]);
  useEffect(() => () => URL.revokeObjectURL(preview), [preview]);

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    let problem = '';
    if (chosen && !chosen.type.startsWith('image/')) problem = 'Please choose an image file.';
    else if (chosen && chosen.size > MAX_IMAGE_BYTES) problem = 'The image must be 5 MB or less.';
    setError(problem);
    setFile(problem ? null : chosen);
    if (problem) event.target.value = '';
  };

  const upload = async (event: FormEvent) => {
    event.preventDefault();
    if (!file) {
      setError('This field is required.');
      input.current?.focus();
      return;
    }
    setPending(true);
    try {
      const { message } = await updateCourseImage(course._id, file);
      await queryClient.invalidateQueries({ queryKey: courseKeys.all });
      toast.success(message ?? 'Course image updated');
      setFile(null);
      if (input.current) input.current.value = '';
    } catch (failure) {
      toast.error('Failed to Update Image');
      setError(failure instanceof Error ? failure.message : '');
    } finally {
      setPending(false);
    }
  };

  return (
    <form noValidate onSubmit={upload} className="card space-y-5">
      <h2 className="text-lg font-bold">Course Image</h2>
      <div className="max-w-sm overflow-hidden rounded-xl border border-slate-200">
        {preview ? (
          <img
            src={preview}
            alt="Preview of the new thumbnail"
            className="aspect-video w-full object-cover"
          />
        ) : (
          <CourseThumbnail src={course.courseThumbnail} alt="Current thumbnail" sizes="384px" />
        )}
      </div>
      <Field label="New thumbnail" hint="JPEG, PNG, WebP or GIF, up to 5 MB." error={error}>
        {(control) => (
          <input
            {...control}
            ref={input}
            type="file"
            accept="image/*"
            onChange={choose}
            className={fileInputClass}
          />
        )}
      </Field>
      <SubmitButton pending={pending}>Update Image</SubmitButton>
    </form>
  );
}
