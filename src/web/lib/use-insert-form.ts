import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { toast } from './toast';
import { useAppForm, type AppFormOptions, type FormSchema } from './use-app-form';

interface InsertFormOptions<S extends FormSchema> extends Omit<AppFormOptions<S>, 'submit'> {
  /** Sends the new thing; answers the API envelope, whose message is toasted. */
  create: (values: z.output<S>) => Promise<{ message?: string }>;
  /** Toasted when the server's answer says nothing. */
  created: string;
  /** The list the admin goes back to once it is added. */
  listHref: string;
}

/** An admin form that adds one thing: sent, its success toasted, then back to the list. */
export function useInsertForm<S extends FormSchema>({
  create,
  created,
  listHref,
  ...options
}: InsertFormOptions<S>) {
  const navigate = useNavigate();
  return useAppForm({
    ...options,
    submit: async (values) => {
      const { message } = await create(values);
      toast.success(message ?? created);
      await navigate(listHref);
    },
  });
}
