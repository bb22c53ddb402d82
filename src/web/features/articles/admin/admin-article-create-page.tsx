import { AdminInsertPage } from '#web/components/admin-insert-page';
import { ImageFileField } from '#web/components/image-file-field';
import { ApiError } from '#web/lib/api';
import { useInsertForm } from '#web/lib/use-insert-form';
import type { AdminArticleKind, ArticleBase } from './admin-article-kind';
import { useCreateArticle } from '../api/create-article';
import { ArticleTextFields } from './article-text-fields';

/** Insert Blog, Insert News: the picture, the kind's text fields and the publish switch. */
export function AdminArticleCreatePage<Dto extends ArticleBase>({
  kind,
}: {
  kind: AdminArticleKind<Dto>;
}) {
  const { source, insert } = kind;
  const { imageField } = source;
  const createArticle = useCreateArticle(source);
  const form = useInsertForm({
    schema: kind.createSchema,
    defaultValues: { ...kind.empty, [imageField]: undefined },
    fileField: imageField,
    // A refusal the fields do not show, or a failure to send at all.
    toastText: (error) =>
      error instanceof ApiError && error.errors ? insert.refused : insert.failed,
    create: ({ [imageField]: image, ...text }) =>
      createArticle.mutateAsync({ image: image as File, text }),
    created: insert.created,
    listHref: kind.paths.list,
  });

  return (
    <AdminInsertPage title={insert.title} intro={insert.intro} form={form} action={insert.action}>
      <ImageFileField
        shownAs={insert.imageHint}
        registration={form.register(imageField)}
        error={form.errors[imageField]?.message as string | undefined}
      />
      <ArticleTextFields kind={kind} form={form} />
    </AdminInsertPage>
  );
}
