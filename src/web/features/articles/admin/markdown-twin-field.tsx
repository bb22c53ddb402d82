import { get, type FieldErrors, type FieldValues, type UseFormRegister } from 'react-hook-form';
import { HindiTwinRow, useHindiLabel } from '#web/components/hindi-twin-field';
import { MarkdownField } from '#web/components/markdown-field';

interface MarkdownTwinFieldProps {
  label: string;
  /** The English body's field and its Hindi twin's. */
  names: [string, string];
  register: UseFormRegister<FieldValues>;
  errors: FieldErrors;
  currentText: (name: string) => string;
}

const messageOf = (errors: FieldErrors, name: string) =>
  (get(errors, name) as { message?: string } | undefined)?.message;

/** An article's Markdown body beside its optional Hindi version, each with its own preview. */
export function MarkdownTwinField({
  label,
  names: [english, hindi],
  register,
  errors,
  currentText,
}: MarkdownTwinFieldProps) {
  const hindiLabel = useHindiLabel();
  return (
    <HindiTwinRow>
      <MarkdownField
        label={label}
        registration={register(english)}
        currentText={() => currentText(english)}
        error={messageOf(errors, english)}
      />
      <MarkdownField
        label={hindiLabel(label)}
        registration={register(hindi)}
        currentText={() => currentText(hindi)}
        error={messageOf(errors, hindi)}
        lang="hi"
      />
    </HindiTwinRow>
  );
}
