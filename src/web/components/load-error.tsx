import { Trans } from '@lingui/react/macro';
import { StateMessage } from './state-message';

interface LoadErrorProps {
  /** What failed, as a sentence: "The courses could not be loaded." */
  title: string;
  onRetry: () => void;
  /** One line inside a list or table rather than a block of its own. */
  inline?: boolean;
}

/** "Could not load, try again": the failure of a read, with a button that tries it again. */
export function LoadError({ title, onRetry, inline = false }: LoadErrorProps) {
  if (inline) {
    return (
      <p role="alert" className="text-red-700">
        {title}{' '}
        <button type="button" className="text-brand-700 font-semibold underline" onClick={onRetry}>
          <Trans>Try again</Trans>
        </button>
      </p>
    );
  }
  return (
    <StateMessage
      role="alert"
      title={title}
      action={
        <button type="button" className="btn btn-primary" onClick={onRetry}>
          <Trans>Try again</Trans>
        </button>
      }
    >
      <Trans>Please check your connection and try again.</Trans>
    </StateMessage>
  );
}
