import type { FieldErrors, FieldValues, UseFormGetValues, UseFormRegister } from 'react-hook-form';
import type { AdminArticleKind, ArticleBase } from './admin-article-kind';

interface ArticleTextFieldsProps<Dto extends ArticleBase> {
  kind: AdminArticleKind<Dto>;
  form: {
    register: UseFormRegister<FieldValues>;
    getValues: UseFormGetValues<FieldValues>;
    errors: FieldErrors;
  };
}

/** The kind's text fields and publish switch, on its insert and update screens. */
export function ArticleTextFields<Dto extends ArticleBase>({
  kind,
  form,
}: ArticleTextFieldsProps<Dto>) {
  const { Fields } = kind;
  return (
    <Fields
      register={form.register}
      errors={form.errors}
      currentText={(name) => String(form.getValues(name) ?? '')}
    />
  );
}
