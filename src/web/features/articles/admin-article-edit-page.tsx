import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useParams } from 'react-router';
import { AdminEditPage } from '../../components/admin-edit-page';
import { ImagePreview } from '../../components/image-preview';
import { ImageUploadForm } from '../../components/image-upload-form';
import { SubmitButton } from '../../components/submit-button';
import { useAuth } from '../../lib/auth';
import { applyServerErrors } from '../../lib/form-errors';
import { toast } from '../../lib/toast';
import type { AdminArticleKind, ArticleBase } from './admin-article-kind';
import { articleQuery } from './api/article-query';
import { useUpdateArticle } from './api/update-article';
import { useUpdateArticleImage } from './api/update-article-image';

interface FormProps<Dto extends ArticleBase> {
  kind: AdminArticleKind<Dto>;
  article: Dto;
}

function ArticleImageForm<Dto extends ArticleBase>({ kind, article }: FormProps<Dto>) {
  const updateImage = useUpdateArticleImage(kind.source);
  return (
    <ImageUploadForm
      className="card space-y-5"
      title={`${kind.noun} Image`}
      label="New image"
      missingMessage={kind.update.missingImage}
      failureToast="Failed to Update Image"
      send={async (image) => {
        const { message } = await updateImage.mutateAsync({ id: article._id, image });
        return message ?? 'Image updated';
      }}
      preview={(chosen) => (
        <ImagePreview chosen={chosen} current={kind.source.imageOf(article)} noun="image" />
      )}
    />
  );
}

function ArticleTextForm<Dto extends ArticleBase>({ kind, article }: FormProps<Dto>) {
  const { update, Fields } = kind;
  const updateArticle = useUpdateArticle(kind.source);
  const text = kind.textOf(article);
  const {
    register,
    handleSubmit,
    setError,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(kind.textSchema), defaultValues: text });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const { message } = await updateArticle.mutateAsync({ id: article._id, text: values });
      toast.success(message ?? update.updated);
    } catch (error) {
      const fields = Object.keys(text).filter((name) => name !== 'isPublished');
      applyServerErrors(error, setError, fields);
      toast.error(update.failed);
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="card space-y-6">
      <h2 className="text-lg font-bold">{update.textTitle}</h2>
      <Fields
        register={register}
        errors={errors}
        description={() => String(getValues(kind.bodyField))}
      />
      <SubmitButton pending={isSubmitting}>Update {kind.noun}</SubmitButton>
    </form>
  );
}

/** Update Blog, Update News: the picture, then the text, of one article. */
export function AdminArticleEditPage<Dto extends ArticleBase>({
  kind,
}: {
  kind: AdminArticleKind<Dto>;
}) {
  const { id = '' } = useParams();
  const { user } = useAuth();
  return (
    <AdminEditPage
      title={`Update ${kind.noun}`}
      intro={kind.update.intro}
      query={useQuery(articleQuery(kind.source, id, user?._id))}
      noun={kind.item}
      back={{ href: kind.paths.list, label: kind.update.back }}
      nameOf={kind.source.titleOf}
    >
      {(article) => (
        <>
          <ArticleImageForm kind={kind} article={article} />
          <ArticleTextForm key={article._id} kind={kind} article={article} />
        </>
      )}
    </AdminEditPage>
  );
}
