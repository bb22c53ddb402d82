/** Times a bulk certificate import of `rows` generated certificates through the API. */
export async function benchCertificateImport(
  base: string,
  admin: { email: string; password: string },
  rows = 500,
) {
  const login = await fetch(`${base}/api/v1/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(admin),
  });
  const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  const lines = ['name,date of birth,course,issue date,grade'];
  for (let i = 0; i < rows; i++) {
    lines.push(
      `Bench Student ${i},2004-01-${String((i % 28) + 1).padStart(2, '0')},Python,2025-06-01,A`,
    );
  }
  const form = new FormData();
  form.append('csv', new Blob([lines.join('\n')], { type: 'text/csv' }), 'bench.csv');
  const started = performance.now();
  const res = await fetch(`${base}/api/v1/certificate/import`, {
    method: 'POST',
    headers: { cookie },
    body: form,
  });
  const seconds = (performance.now() - started) / 1000;
  const body = (await res.json()) as { data?: { count?: number }; message?: string };
  return { status: res.status, count: body.data?.count ?? 0, seconds, message: body.message };
}
