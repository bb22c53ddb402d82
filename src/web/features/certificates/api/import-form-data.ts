/** The CSV and the PDFs its rows name, as the import calls send them. */
export interface ImportFiles {
  csv: File;
  pdfs: File[];
}

export function importFormData({ csv, pdfs }: ImportFiles): FormData {
  const form = new FormData();
  form.set('csv', csv);
  for (const pdf of pdfs) form.append('pdfs', pdf);
  return form;
}
