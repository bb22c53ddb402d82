import { Trans, useLingui } from '@lingui/react/macro';
import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { formatDate } from '#common/format';
import { enquiryNoteSchema, type enquiryNoteDtoSchema } from '#common/schemas/enquiries';
import type { z } from 'zod';
import { Field } from '#web/components/field';
import { SubmitButton } from '#web/components/submit-button';
import { toast } from '#web/lib/toast';
import { useAppForm } from '#web/lib/use-app-form';
import { useAddNote } from '../api/add-note';
import type { EnquiryKind } from '../api/enquiry-keys';
import './messages';

type Note = z.infer<typeof enquiryNoteDtoSchema>;

interface LeadDialogProps {
  kind: EnquiryKind;
  id: string;
  name: string;
  /** What the lead sent, as label and value. */
  details: [string, ReactNode][];
  notes: Note[];
  /** More to do with the lead, under its notes (converting a registration). */
  children?: ReactNode;
}

/** "Details": everything a lead sent, the staff's notes on it, and a box for a new note. */
export function LeadDialog({ kind, id, name, details, notes, children }: LeadDialogProps) {
  const { t } = useLingui();
  const addNote = useAddNote(kind);
  const noteCount = notes.length;
  const form = useAppForm({
    schema: enquiryNoteSchema,
    defaultValues: { text: '' },
    failure: t`The note was not saved.`,
    submit: async ({ text }, { reset }) => {
      await addNote.mutateAsync({ id, text });
      reset();
      toast.success(t`Note added`);
    },
  });

  return (
    <Dialog.Root>
      <Dialog.Trigger className="text-brand-700 relative font-semibold whitespace-nowrap underline">
        {noteCount > 0 ? <Trans>Details ({noteCount})</Trans> : <Trans>Details</Trans>}
        <span className="sr-only">
          {' '}
          <Trans>of {name}</Trans>
        </span>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-950/60" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 max-h-[90vh] w-[calc(100%-2rem)] max-w-xl -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-2xl focus:outline-none">
          <Dialog.Title className="text-ink text-lg font-bold">{name}</Dialog.Title>
          <Dialog.Description className="sr-only">
            <Trans>What {name} sent, and the staff&apos;s notes.</Trans>
          </Dialog.Description>
          <dl className="mt-4 grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[10rem_1fr]">
            {details.map(([label, value]) => (
              <div key={label} className="contents">
                <dt className="font-semibold text-slate-500">{label}</dt>
                <dd className="text-ink break-words whitespace-pre-line">{value}</dd>
              </div>
            ))}
          </dl>

          <h3 className="mt-6 font-bold">
            <Trans>Notes</Trans>
          </h3>
          {notes.length === 0 ? (
            <p className="mt-2 text-sm text-slate-500">
              <Trans>No notes yet.</Trans>
            </p>
          ) : (
            <ol className="mt-2 space-y-3">
              {notes.map((note) => (
                <li key={note._id} className="rounded-xl bg-slate-50 p-3 text-sm">
                  <p className="whitespace-pre-line">{note.text}</p>
                  <p className="mt-1 text-xs text-slate-500">
                    {note.author} · {formatDate(note.createdAt)}
                  </p>
                </li>
              ))}
            </ol>
          )}
          <form {...form.formProps} className="mt-4 space-y-2">
            <Field label={t`New note`} error={form.errors.text?.message}>
              {(control) => (
                <textarea {...control} {...form.register('text')} rows={3} className="input" />
              )}
            </Field>
            <SubmitButton pending={form.pending}>
              <Trans>Add Note</Trans>
            </SubmitButton>
          </form>
          {children}
          <div className="mt-6 flex justify-end">
            <Dialog.Close className="btn btn-outline">
              <Trans>Close</Trans>
            </Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
