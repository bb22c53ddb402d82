import type { FastifyInstance, InjectOptions } from 'fastify';

/** A real multipart/form-data body, encoded the way a browser encodes FormData. */
export async function multipart(
  fields: Record<string, string>,
  files: Record<string, { name: string; data: Buffer; type?: string }> = {},
) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  for (const [key, file] of Object.entries(files)) {
    form.append(
      key,
      new Blob([new Uint8Array(file.data)], { type: file.type ?? 'application/octet-stream' }),
      file.name,
    );
  }
  const response = new Response(form);
  return {
    headers: { 'content-type': response.headers.get('content-type') ?? '' },
    payload: Buffer.from(await response.arrayBuffer()),
  };
}

/** The session cookie a response set, ready to send back. */
export function sessionCookie(response: { cookies: { name: string; value: string }[] }): string {
  const cookie = response.cookies.find((c) => c.name === 'sid');
  if (!cookie) throw new Error('no session cookie was set');
  return `sid=${cookie.value}`;
}

export const student = {
  userName: 'Asha Kumari',
  email: 'asha@example.com',
  mobileNo: '9876501234',
  password: 'Secret123',
};

export async function registerStudent(
  app: FastifyInstance,
  overrides: Partial<typeof student> = {},
) {
  const body = { ...student, ...overrides };
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/user/register',
    ...(await multipart(body)),
  });
  if (res.statusCode !== 201) throw new Error(`register failed: ${res.body}`);
  return body;
}

export async function logIn(app: FastifyInstance, email: string, password: string) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/user/login',
    payload: { email, password },
  });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.body}`);
  return sessionCookie(res);
}

/** Sends a request with a session cookie. */
export function as(app: FastifyInstance, cookie: string | undefined, options: InjectOptions) {
  return app.inject({ ...options, headers: { ...options.headers, ...(cookie ? { cookie } : {}) } });
}
