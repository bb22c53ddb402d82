/**
 * The load of the tests bench, in a process of its own (scripts/bench/tests-site.ts starts it):
 * autocannon sending the students' answers in turn (`PUT …/answers/{question}`, each with its
 * student's session cookie) over `connections` at `rate` a second each, `amount` answers in all.
 * Prints autocannon's figures and, for every question answered, the answer the server last
 * acknowledged, for the bench to find in the database.
 */
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';

export interface AnswerPlan {
  url: string;
  connections: number;
  /** Answers a second from each connection. */
  rate: number;
  amount: number;
  students: { cookie: string; attemptId: string; questions: { id: string; options: string[] }[] }[];
}

export interface AnswerLoadResult {
  p99: number;
  rps: number;
  requests: number;
  errors: number;
  /** `attemptId/questionId` -> the option id the server last answered 200 for. */
  acknowledged: Record<string, string>;
}

interface Sent {
  pair?: string;
  optionId?: string;
}

const plan = JSON.parse(readFileSync(String(process.argv[2]), 'utf8')) as AnswerPlan;
const acknowledged: Record<string, string> = {};
let next = 0;

const result = await autocannon({
  url: plan.url,
  connections: plan.connections,
  connectionRate: plan.rate,
  amount: plan.amount,
  requests: [
    {
      method: 'PUT',
      // The n-th answer of the run is the student n mod 200's, to the question after their last,
      // choosing each time the option after the one before: every answer replaces one stored.
      setupRequest: (request: autocannon.Request, context: Sent) => {
        const n = next++;
        const student = plan.students[n % plan.students.length];
        if (!student) return request;
        const round = Math.floor(n / plan.students.length);
        const question = student.questions[round % student.questions.length];
        if (!question) return request;
        const optionId =
          question.options[
            Math.floor(round / student.questions.length + n) % question.options.length
          ] ?? '';
        context.pair = `${student.attemptId}/${question.id}`;
        context.optionId = optionId;
        return {
          ...request,
          path: `/api/v1/tests/attempts/${student.attemptId}/answers/${question.id}`,
          headers: { 'content-type': 'application/json', cookie: student.cookie },
          body: JSON.stringify({ kind: 'single', optionId }),
        };
      },
      onResponse: (status: number, _body: string, context: Sent) => {
        if (status === 200 && context.pair && context.optionId)
          acknowledged[context.pair] = context.optionId;
      },
    },
  ],
});

process.stdout.write(
  JSON.stringify({
    p99: result.latency.p99,
    rps: Math.round(result.requests.average),
    requests: result.requests.total,
    errors: result.errors + result.timeouts + result.non2xx,
    acknowledged,
  } satisfies AnswerLoadResult),
);
