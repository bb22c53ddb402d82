/** Tailwind classes for a native file input with a pill-shaped "Choose file" button. */
export const fileInputClass =
  'file:bg-brand-50 file:text-brand-700 hover:file:bg-brand-100 block w-full text-sm text-slate-600 file:mr-4 file:rounded-full file:border-0 file:px-4 file:py-2 file:font-semibold';
