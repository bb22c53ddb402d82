import { useRef, type FormEvent } from 'react';
import {
  useForm,
  type DefaultValues,
  type FieldErrors,
  type FieldValues,
  type Path,
  type UseFormReturn,
} from 'react-hook-form';
import type { z } from 'zod';
import { showFormFailure } from './form-errors';
import { lazyZodResolver } from './lazy-zod-resolver';
import { useReplayableForm } from './use-replayable-form';

export type FormSchema = z.ZodType<FieldValues, FieldValues>;

export type AppForm<S extends FormSchema> = UseFormReturn<z.input<S>, unknown, z.output<S>>;

export interface AppFormOptions<S extends FormSchema> {
  /**
   * The rule the server checks too (from #common/schemas), or a function importing it: then the
   * schema and Zod load when the visitor first focuses the form, not with the page.
   */
  schema: S | (() => Promise<S>);
  defaultValues: DefaultValues<z.input<S>>;
  /**
   * Sends the checked values; throws (an ApiError) when the server refuses them. `element` is the
   * form on screen (to empty its file inputs after a success: see lib/clear-file-inputs).
   */
  submit: (
    values: z.output<S>,
    form: AppForm<S>,
    element: HTMLFormElement | null,
  ) => Promise<unknown>;
  /** Shown when a failure says nothing of its own and belongs to no field. */
  failure?: string;
  /**
   * The form's own words for any failure no field shows, told in place of the server's message
   * (the spec names them for some forms); a function is given the failure.
   */
  toastText?: string | ((error: unknown) => string);
  /** The file field a refused upload (too large, wrong kind) is told under. */
  fileField?: Path<z.input<S>>;
  /** Runs when the schema refuses the fields (after their messages are shown). */
  onInvalid?: (errors: FieldErrors<z.input<S>>) => void;
  /** Handles a failure before the helper does; returns whether it did. */
  onFailure?: (error: unknown, form: AppForm<S>) => boolean;
  /**
   * A server-rendered public form: one sent before the page has hydrated is sent again once it
   * has (lib/use-replayable-form).
   */
  replayable?: boolean;
}

/**
 * One check per schema (or schema import). The resolver library loads with the first check or
 * focus, never with the page: public pages stay light.
 */
const checks = new WeakMap<object, unknown>();

function checkOf<S extends FormSchema>(schema: S | (() => Promise<S>)) {
  let check = checks.get(schema) as ReturnType<typeof lazyZodResolver<S>> | undefined;
  if (!check) {
    check = lazyZodResolver(typeof schema === 'function' ? schema : async () => schema);
    checks.set(schema, check);
  }
  return check;
}

/**
 * Every data form of the site: the shared schema checks each field (its message shows under the
 * field, tied to the input by `aria-describedby` through `Field`, and the first one is focused);
 * the server's refusal goes under the fields it names or, failing that, into a toast; a second
 * submit while the first is on its way is ignored; `pending` drives the submit button.
 * Spread `formProps` onto the `<form>`.
 */
export function useAppForm<S extends FormSchema>(options: AppFormOptions<S>) {
  const { schema, defaultValues, submit, failure, toastText, fileField, onInvalid, onFailure } =
    options;
  const check = checkOf(schema);
  const form: AppForm<S> = useForm<z.input<S>, unknown, z.output<S>>({
    resolver: check.resolver,
    defaultValues,
  });
  const sending = useRef(false);

  const send = async (event?: FormEvent) => {
    event?.preventDefault();
    if (sending.current) return;
    sending.current = true;
    try {
      await form.handleSubmit(async (values) => {
        try {
          await submit(values, form, replayable.ref.current);
        } catch (error) {
          if (onFailure?.(error, form)) return;
          const shows = (name: string) => Boolean(replayable.ref.current?.elements.namedItem(name));
          showFormFailure(error, form.setError, { shows, failure, toastText, fileField });
        }
      }, onInvalid)();
    } finally {
      sending.current = false;
    }
  };
  const replayable = useReplayableForm(send);

  return {
    ...form,
    errors: form.formState.errors,
    /** The form is on its way: the submit button says so and cannot be pressed. */
    pending: form.formState.isSubmitting,
    formProps: {
      noValidate: true,
      onSubmit: send,
      ...check.preload,
      ref: replayable.ref,
      ...(options.replayable ? { action: replayable.action } : {}),
    },
  };
}

/** What a form's frame needs of the helper: the `<form>`'s props and whether it is on its way. */
export type AppFormFrame = Pick<ReturnType<typeof useAppForm>, 'formProps' | 'pending'>;
