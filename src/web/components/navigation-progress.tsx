import { useNavigation } from 'react-router';

/** A thin bar across the top of the window while the next page loads. */
export function NavigationProgress() {
  const { state } = useNavigation();
  if (state === 'idle') return null;
  return (
    <div
      aria-hidden="true"
      className="from-brand-500 via-accent-400 to-brand-500 fixed inset-x-0 top-0 z-50 h-1 animate-pulse bg-linear-to-r"
    />
  );
}
