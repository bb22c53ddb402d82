import { useLingui } from '@lingui/react/macro';
import type { FieldErrors } from 'react-hook-form';
import { HindiTwinField } from '#web/components/hindi-twin-field';
import { PublishCheckbox } from '#web/components/publish-checkbox';
import type { ArticleFieldsProps } from './admin-article-kind';
import { MarkdownTwinField } from './markdown-twin-field';
import type { NewsTextInput } from './news-form-schema';
import './messages';

/** Headline, body (each with its Hindi) and publish switch, on Insert and Update News. */
export function NewsFields({ register, errors: anyErrors, currentText }: ArticleFieldsProps) {
  const { t } = useLingui();
  const errors = anyErrors as FieldErrors<NewsTextInput>;
  const field = (name: keyof NewsTextInput) => register(name);
  return (
    <>
      <HindiTwinField
        label={t`Headline`}
        english={field('newsHeadline')}
        hindi={field('newsHeadlineHi')}
        errors={{ english: errors.newsHeadline?.message, hindi: errors.newsHeadlineHi?.message }}
      />
      <MarkdownTwinField
        label={t`Description`}
        names={['newsDescription', 'newsDescriptionHi']}
        register={register}
        errors={anyErrors}
        currentText={currentText}
      />
      <PublishCheckbox registration={field('isPublished')} />
    </>
  );
}
