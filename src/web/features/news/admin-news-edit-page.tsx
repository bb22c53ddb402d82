import { AdminEditPage } from '../../components/admin-edit-page';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useParams } from 'react-router';
import type { NewsDto } from '#common/schemas/news';
import { ImagePreview } from '../../components/image-preview';
import { ImageUploadForm } from '../../components/image-upload-form';
import { SubmitButton } from '../../components/submit-button';
import { useAuth } from '../../lib/auth';
import { applyServerErrors } from '../../lib/form-errors';
import { paths } from '#common/paths';
import { toast } from '../../lib/toast';
import { newsItemQuery } from './api/news-item-query';
import { useUpdateNews } from './api/update-news';
import { useUpdateNewsImage } from './api/update-news-image';
import { NewsFields } from './news-fields';
import { newsTextSchema } from './news-form-schema';

function NewsImageForm({ news }: { news: NewsDto }) {
  const updateImage = useUpdateNewsImage();
  return (
    <ImageUploadForm
      className="card space-y-5"
      title="News Image"
      label="New image"
      missingMessage="Upload Image"
      failureToast="Failed to Update Image"
      send={async (image) => {
        const { message } = await updateImage.mutateAsync({ id: news._id, image });
        return message ?? 'Image updated';
      }}
      preview={(chosen) => <ImagePreview chosen={chosen} current={news.newsImage} noun="image" />}
    />
  );
}

function NewsTextForm({ news }: { news: NewsDto }) {
  const updateNews = useUpdateNews();
  const {
    register,
    handleSubmit,
    setError,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(newsTextSchema),
    defaultValues: {
      newsHeadline: news.newsHeadline,
      newsDescription: news.newsDescription,
      isPublished: news.isPublished,
    },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const { message } = await updateNews.mutateAsync({ id: news._id, values });
      toast.success(message ?? 'News updated');
    } catch (error) {
      applyServerErrors(error, setError, ['newsHeadline', 'newsDescription']);
      toast.error('Failed to update the news.');
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="card space-y-6">
      <h2 className="text-lg font-bold">Headline and Description</h2>
      <NewsFields
        register={register}
        errors={errors}
        description={() => getValues('newsDescription')}
      />
      <SubmitButton pending={isSubmitting}>Update News</SubmitButton>
    </form>
  );
}

export function AdminNewsEditPage() {
  const { id = '' } = useParams();
  const { user } = useAuth();
  return (
    <AdminEditPage
      title="Update News"
      intro="Change the picture, or the headline and description, of a news item."
      query={useQuery(newsItemQuery(id, user?._id))}
      noun="news item"
      back={{ href: paths.admin.news.getHref(), label: 'Back to News' }}
      nameOf={(news) => news.newsHeadline}
    >
      {(news) => (
        <>
          <NewsImageForm news={news} />
          <NewsTextForm key={news._id} news={news} />
        </>
      )}
    </AdminEditPage>
  );
}
