import { expect } from 'vitest';
import { call, type Request, type TestContext } from './harness';

export type SecretWatch = {
  /** `call()` on the test app, recording the answer's body. */
  send: (request: Request) => ReturnType<typeof call>;
  /**
   * Asserts that no recorded answer contains any of `secrets`. `minimum` guards the proof
   * itself: a file whose requests bypass `send` would otherwise pass with nothing recorded.
   */
  expectNoSecretAnswered: (secrets: readonly string[], minimum: number) => void;
};

/**
 * Records every answer a test file receives, so its last test can prove that no secret value was
 * ever in one — whatever the route, status or error path. Call it at the top of the file and
 * declare the `expectNoSecretAnswered` test last (tests in a file run in order).
 */
export function watchSecrets(context: TestContext): SecretWatch {
  const answers: string[] = [];
  return {
    async send(request) {
      const response = await call(context.app, request);
      answers.push(response.body);
      return response;
    },
    expectNoSecretAnswered(secrets, minimum) {
      expect(answers.length).toBeGreaterThanOrEqual(minimum);
      for (const body of answers) for (const secret of secrets) expect(body).not.toContain(secret);
    },
  };
}
