/**
 * What went wrong, kept on the page (besides its toast, which fades) until the next try: read out
 * once when it appears.
 */
export function FailureAlert({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return (
    <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-red-800">
      {message}
    </p>
  );
}
