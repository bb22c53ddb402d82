import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { AdminEditPage } from '#web/components/admin-edit-page';
import { AdminFormCard } from '#web/components/admin-form-card';
import { PictureEditForm } from '#web/components/picture-edit-form';
import { useAuth } from '#web/lib/auth';
import { toast } from '#web/lib/toast';
import { useAppForm } from '#web/lib/use-app-form';
import type { AdminArticleKind, ArticleBase } from './admin-article-kind';
import { articleQuery } from '../api/article-query';
import { useUpdateArticle } from '../api/update-article';
import { useUpdateArticleImage } from '../api/update-article-image';
import { ArticleTextFields } from './article-text-fields';
import './messages';

interface FormProps<Dto extends ArticleBase> {
  kind: AdminArticleKind<Dto>;
  article: Dto;
}

function ArticleImageForm<Dto extends ArticleBase>({ kind, article }: FormProps<Dto>) {
  const { t } = useLingui();
  const updateImage = useUpdateArticleImage(kind.source);
  return (
    <PictureEditForm
      title={kind.update.imageTitle}
      label={t`New image`}
      missingMessage={kind.update.missingImage}
      failureToast={t`Failed to Update Image`}
      send={(image) => updateImage.mutateAsync({ id: article._id, image })}
      updated={t`Image updated`}
      current={kind.source.imageOf(article)}
      noun={t`image`}
    />
  );
}

function ArticleTextForm<Dto extends ArticleBase>({ kind, article }: FormProps<Dto>) {
  const { update } = kind;
  const updateArticle = useUpdateArticle(kind.source);
  const form = useAppForm({
    schema: kind.textSchema,
    defaultValues: kind.textOf(article),
    toastText: update.failed,
    submit: async (values) => {
      const { message } = await updateArticle.mutateAsync({ id: article._id, text: values });
      toast.success(message ?? update.updated);
    },
  });

  return (
    <AdminFormCard form={form} title={update.textTitle} action={update.action}>
      <ArticleTextFields kind={kind} form={form} />
    </AdminFormCard>
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
      title={kind.update.title}
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
