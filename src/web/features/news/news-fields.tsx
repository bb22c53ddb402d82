import type { FieldErrors, Path, UseFormRegister } from 'react-hook-form';
import { Field } from '../../components/field';
import { MarkdownField } from '../../components/markdown-field';
import { PublishCheckbox } from '../../components/publish-checkbox';
import type { NewsTextInput } from './news-form-schema';

interface NewsFieldsProps<T extends NewsTextInput> {
  register: UseFormRegister<T>;
  errors: FieldErrors<NewsTextInput>;
  /** Reads the body as typed, for the preview. */
  description: () => string;
}

/** Headline, body and publish switch: the text of a news item, on Insert and Update News. */
export function NewsFields<T extends NewsTextInput>({
  register,
  errors,
  description,
}: NewsFieldsProps<T>) {
  // The forms hold these fields and maybe more (the picture, on Insert News).
  const field = (name: keyof NewsTextInput) => register(name as Path<T>);
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
