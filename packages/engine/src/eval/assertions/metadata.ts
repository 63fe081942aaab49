import { AssertionConfigError, type AssertionHandler, binary, requireString } from './types';

/** `latency`: the provider call took at most `threshold` ms. */
export const latency: AssertionHandler = {
  type: 'latency',
  evaluate(ctx) {
    if (ctx.threshold === undefined)
      throw new AssertionConfigError('"latency" needs a threshold (ms)');
    const ms = ctx.response.latencyMs;
    const verdict = binary(ms <= ctx.threshold, ctx, `take at most ${ctx.threshold} ms`);
    return verdict.pass ? verdict : { ...verdict, reason: `${verdict.reason}, took ${ms} ms` };
  },
};

/**
 * `cost`: the provider's reported cost (USD) is at most `threshold`. Without a threshold it
 * only records the cost as its score (promptfoo's zero-weight metric form).
 */
export const cost: AssertionHandler = {
  type: 'cost',
  evaluate(ctx) {
    const reported = ctx.response.cost;
    if (reported === undefined || !Number.isFinite(reported) || reported < 0) {
      throw new AssertionConfigError('The provider reported no cost for this call');
    }
    if (ctx.threshold === undefined) {
      return { pass: true, score: reported, reason: `Cost $${reported}` };
    }
    const verdict = binary(reported <= ctx.threshold, ctx, `cost at most $${ctx.threshold}`);
    return verdict.pass ? verdict : { ...verdict, reason: `${verdict.reason}, cost $${reported}` };
  },
};

/** `finish-reason`: the provider's normalised stop reason, compared case-insensitively. */
export const finishReason: AssertionHandler = {
  type: 'finish-reason',
  evaluate(ctx) {
    const expected = requireString(ctx.value, 'finish-reason');
    const actual = ctx.response.finishReason;
    if (actual === undefined) {
      return { pass: false, reason: 'Provider did not supply stop/finish reason' };
    }
    const verdict = binary(
      actual.toLowerCase() === expected.toLowerCase(),
      ctx,
      `finish with "${expected}"`,
    );
    return verdict.pass
      ? verdict
      : { ...verdict, reason: `${verdict.reason}, finished with "${actual}"` };
  },
};
