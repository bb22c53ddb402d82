import { AdminEditPage } from '../../components/admin-edit-page';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useParams } from 'react-router';
import type { BlogDto } from '#common/schemas/blog';
import { ImagePreview } from '../../components/image-preview';
import { ImageUploadForm } from '../../components/image-upload-form';
import { SubmitButton } from '../../components/submit-button';
import { useAuth } from '../../lib/auth';
import { applyServerErrors } from '../../lib/form-errors';
import { paths } from '#common/paths';
import { toast } from '../../lib/toast';
import { blogPostQuery } from './api/blog-post-query';
import { useUpdatePost } from './api/update-post';
import { useUpdatePostImage } from './api/update-post-image';
import { BlogFields } from './blog-fields';
import { blogTextSchema } from './blog-form-schema';
import { useBlogTypes } from './use-blog-types';

function PostImageForm({ post }: { post: BlogDto }) {
  const updateImage = useUpdatePostImage();
  return (
    <ImageUploadForm
      className="card space-y-5"
      title="Blog Image"
      label="New image"
      missingMessage="Blog image is required"
      failureToast="Failed to Update Image"
      send={async (image) => {
        const { message } = await updateImage.mutateAsync({ id: post._id, image });
        return message ?? 'Image updated';
      }}
      preview={(chosen) => <ImagePreview chosen={chosen} current={post.BlogUrl} noun="image" />}
    />
  );
}

function PostTextForm({ post }: { post: BlogDto }) {
  const updatePost = useUpdatePost();
  const knownTypes = useBlogTypes();
  const {
    register,
    handleSubmit,
    setError,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(blogTextSchema),
    defaultValues: {
      BlogTitle: post.BlogTitle,
      Instructor: post.Instructor,
      BlogType: post.BlogType,
      Description: post.Description,
      isPublished: post.isPublished,
    },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const { message } = await updatePost.mutateAsync({ id: post._id, values });
      toast.success(message ?? 'Blog post updated');
    } catch (error) {
      applyServerErrors(error, setError, ['BlogTitle', 'Instructor', 'BlogType', 'Description']);
      toast.error('Failed to update the post.');
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="card space-y-6">
      <h2 className="text-lg font-bold">Post</h2>
      <BlogFields
        register={register}
        errors={errors}
        description={() => getValues('Description')}
        knownTypes={knownTypes}
      />
      <SubmitButton pending={isSubmitting}>Update Blog</SubmitButton>
    </form>
  );
}

export function AdminBlogEditPage() {
  const { id = '' } = useParams();
  const { user } = useAuth();
  return (
    <AdminEditPage
      title="Update Blog"
      intro="Change the picture, or the text, of a blog post."
      query={useQuery(blogPostQuery(id, user?._id))}
      noun="post"
      back={{ href: paths.admin.blog.getHref(), label: 'Back to Blogs' }}
      nameOf={(post) => post.BlogTitle}
    >
      {(post) => (
        <>
          <PostImageForm post={post} />
          <PostTextForm key={post._id} post={post} />
        </>
      )}
    </AdminEditPage>
  );
}
