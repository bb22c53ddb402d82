import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { AdminPageIntro } from '../../components/admin-page-intro';
import { ImageFileField } from '../../components/image-file-field';
import { SubmitButton } from '../../components/submit-button';
import { applyServerErrors, applyUploadError } from '../../lib/form-errors';
import { paths } from '#common/paths';
import { toast } from '../../lib/toast';
import { useCreatePost } from './api/create-post';
import { BlogFields } from './blog-fields';
import { blogCreateFormSchema, type BlogCreateInput } from './blog-form-schema';
import { useBlogTypes } from './use-blog-types';

const emptyPost: BlogCreateInput = {
  BlogTitle: '',
  Instructor: '',
  BlogType: '',
  Description: '',
  isPublished: true,
  BlogUrl: undefined,
};

const fieldNames = Object.keys(emptyPost) as (keyof BlogCreateInput)[];

export function AdminBlogCreatePage() {
  const navigate = useNavigate();
  const createPost = useCreatePost();
  const knownTypes = useBlogTypes();
  const {
    register,
    handleSubmit,
    setError,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(blogCreateFormSchema), defaultValues: emptyPost });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const { message } = await createPost.mutateAsync(values);
      toast.success(message ?? 'Blog post created');
      await navigate(paths.admin.blog.getHref());
    } catch (error) {
      if (applyServerErrors(error, setError, fieldNames)) toast.error('Unable to create the post');
      else {
        applyUploadError(error, setError, 'BlogUrl');
        toast.error('An error occurred while creating the post.');
      }
    }
  });

  return (
    <div className="space-y-6">
      <AdminPageIntro title="Insert Blog">
        Write a post for the blog: a picture, a title, the instructor, a type and the article in
        Markdown.
      </AdminPageIntro>
      <form noValidate onSubmit={onSubmit} className="card space-y-6">
        <ImageFileField
          shownAs="Shown at 16:9."
          registration={register('BlogUrl')}
          error={errors.BlogUrl?.message}
        />
        <BlogFields
          register={register}
          errors={errors}
          description={() => getValues('Description')}
          knownTypes={knownTypes}
        />
        <SubmitButton pending={isSubmitting}>Insert Blog</SubmitButton>
      </form>
    </div>
  );
}
