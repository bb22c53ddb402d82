import type { FieldErrors } from 'react-hook-form';
import { Field } from '#web/components/field';
import { MarkdownField } from '#web/components/markdown-field';
import { PublishCheckbox } from '#web/components/publish-checkbox';
import type { ArticleFieldsProps } from './admin-article-kind';
import type { NewsTextInput } from './news-form-schema';

/** Headline, body and publish switch: the text of a news item, on Insert and Update News. */
export function NewsFields({ register, errors: anyErrors, description }: ArticleFieldsProps) {
  const errors = anyErrors as FieldErrors<NewsTextInput>;
  const field = (name: keyof NewsTextInput) => register(name);
  return (
    <>
      <Field label="Headline" error={errors.newsHeadline?.message}>
        {(control) => <input {...control} {...field('newsHeadline')} className="input" />}
      </Field>
      <MarkdownField
        label="Description"
        registration={field('newsDescription')}
        currentText={description}
        error={errors.newsDescription?.message}
      />
      <PublishCheckbox registration={field('isPublished')} />
    </>
  );
}
