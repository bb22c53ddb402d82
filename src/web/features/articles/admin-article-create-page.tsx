import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { AdminPageIntro } from '../../components/admin-page-intro';
import { ImageFileField } from '../../components/image-file-field';
import { SubmitButton } from '../../components/submit-button';
import { applyServerErrors, applyUploadError } from '../../lib/form-errors';
import { toast } from '../../lib/toast';
import type { AdminArticleKind, ArticleBase } from './admin-article-kind';
import { useCreateArticle } from './api/create-article';

/** Insert Blog, Insert News: the picture, the kind's text fields and the publish switch. */
export function AdminArticleCreatePage<Dto extends ArticleBase>({
  kind,
}: {
  kind: AdminArticleKind<Dto>;
}) {
  const { source, insert, Fields } = kind;
  const { imageField } = source;
  const navigate = useNavigate();
  const createArticle = useCreateArticle(source);
  const {
    register,
    handleSubmit,
    setError,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(kind.createSchema),
    defaultValues: { ...kind.empty, [imageField]: undefined },
  });

  const onSubmit = handleSubmit(async ({ [imageField]: image, ...text }) => {
    try {
      const { message } = await createArticle.mutateAsync({ image: image as File, text });
      toast.success(message ?? insert.created);
      await navigate(kind.paths.list);
    } catch (error) {
      if (applyServerErrors(error, setError, [...Object.keys(kind.empty), imageField]))
        toast.error(insert.refused);
      else {
        applyUploadError(error, setError, imageField);
        toast.error(insert.failed);
      }
    }
  });

  return (
    <div className="space-y-6">
      <AdminPageIntro title={`Insert ${kind.noun}`}>{insert.intro}</AdminPageIntro>
      <form noValidate onSubmit={onSubmit} className="card space-y-6">
        <ImageFileField
          shownAs="Shown at 16:9."
          registration={register(imageField)}
          error={errors[imageField]?.message as string | undefined}
        />
        <Fields
          register={register}
          errors={errors}
          description={() => String(getValues(kind.bodyField))}
        />
        <SubmitButton pending={isSubmitting}>Insert {kind.noun}</SubmitButton>
      </form>
    </div>
  );
}
