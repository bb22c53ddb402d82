/**
 * What the console shows once when the first start makes the admin with a generated password: a
 * box a person scrolling the start-up lines cannot miss, with what to do next.
 */
export function firstAdminNotice(email: string, password: string, loginUrl: string): string {
  const lines = [
    'The first admin account is ready.',
    '',
    `  E-mail:    ${email}`,
    `  Password:  ${password}`,
    `  Log in at: ${loginUrl}`,
    '',
    'This password is shown only this once and is kept nowhere',
    'in the logs. After logging in, change it under',
    'Profile > Change Password, or set ADMIN_PASSWORD before the',
    'first start to choose it yourself.',
  ];
  const width = Math.max(...lines.map((line) => line.length));
  const rule = '═'.repeat(width + 4);
  return [
    '',
    `╔${rule}╗`,
    ...lines.map((line) => `║  ${line.padEnd(width)}  ║`),
    `╚${rule}╝`,
    '',
    '',
  ].join('\n');
}
