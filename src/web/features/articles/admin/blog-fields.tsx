import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import type { FieldErrors } from 'react-hook-form';
import { Field } from '#web/components/field';
import { HindiTwinField } from '#web/components/hindi-twin-field';
import { PublishCheckbox } from '#web/components/publish-checkbox';
import type { ArticleFieldsProps } from './admin-article-kind';
import type { BlogTextInput } from './blog-form-schema';
import { MarkdownTwinField } from './markdown-twin-field';
import { useBlogTypes } from './use-blog-types';
import './messages';

/** The text of a post (title and body each with its Hindi), on Insert Blog and Update Blog; the types in use offered as suggestions. */
export function BlogFields({ register, errors: anyErrors, currentText }: ArticleFieldsProps) {
  const { t } = useLingui();
  const typesId = useId();
  const knownTypes = useBlogTypes();
  const errors = anyErrors as FieldErrors<BlogTextInput>;
  const field = (name: keyof BlogTextInput) => register(name);
  return (
    <>
      <div className="grid gap-5 md:grid-cols-2">
        <HindiTwinField
          label={t`Title`}
          english={field('BlogTitle')}
          hindi={field('BlogTitleHi')}
          errors={{ english: errors.BlogTitle?.message, hindi: errors.BlogTitleHi?.message }}
          className="md:col-span-2"
        />
        <Field label={t`Instructor`} error={errors.Instructor?.message}>
          {(control) => <input {...control} {...field('Instructor')} className="input" />}
        </Field>
        <Field
          label={t`Type`}
          hint={t`Such as Tutorial, Career or Events. Readers filter the blog by it.`}
          error={errors.BlogType?.message}
        >
          {(control) => (
            <input {...control} {...field('BlogType')} list={typesId} className="input" />
          )}
        </Field>
        <datalist id={typesId}>
          {knownTypes.map((type) => (
            <option key={type} value={type} />
          ))}
        </datalist>
      </div>
      <MarkdownTwinField
        label={t`Description`}
        names={['Description', 'DescriptionHi']}
        register={register}
        errors={anyErrors}
        currentText={currentText}
      />
      <PublishCheckbox registration={field('isPublished')} />
    </>
  );
}
