import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { AdminPageIntro } from '../../components/admin-page-intro';
import { ImageFileField } from '../../components/image-file-field';
import { SubmitButton } from '../../components/submit-button';
import { applyServerErrors, applyUploadError } from '../../lib/form-errors';
import { paths } from '#common/paths';
import { toast } from '../../lib/toast';
import { useCreateNews } from './api/create-news';
import { NewsFields } from './news-fields';
import { newsCreateFormSchema, type NewsCreateInput } from './news-form-schema';

const emptyNews: NewsCreateInput = {
  newsHeadline: '',
  newsDescription: '',
  isPublished: true,
  newsImage: undefined,
};

const fieldNames = Object.keys(emptyNews) as (keyof NewsCreateInput)[];

export function AdminNewsCreatePage() {
  const navigate = useNavigate();
  const createNews = useCreateNews();
  const {
    register,
    handleSubmit,
    setError,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(newsCreateFormSchema), defaultValues: emptyNews });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const { message } = await createNews.mutateAsync(values);
      toast.success(message ?? 'News created');
      await navigate(paths.admin.news.getHref());
    } catch (error) {
      if (applyServerErrors(error, setError, fieldNames)) toast.error('Unable to create news');
      else {
        applyUploadError(error, setError, 'newsImage');
        toast.error('An error occurred while creating the news.');
      }
    }
  });

  return (
    <div className="space-y-6">
      <AdminPageIntro title="Insert News">
        Publish a news item with a picture, a headline and a description written in Markdown.
      </AdminPageIntro>
      <form noValidate onSubmit={onSubmit} className="card space-y-6">
        <ImageFileField
          shownAs="Shown at 16:9."
          registration={register('newsImage')}
          error={errors.newsImage?.message}
        />
        <NewsFields
          register={register}
          errors={errors}
          description={() => getValues('newsDescription')}
        />
        <SubmitButton pending={isSubmitting}>Insert News</SubmitButton>
      </form>
    </div>
  );
}
