import { detectRefusal } from '../../graders/refusal';
import { type AssertionHandler, binary } from './types';

/** `is-refusal`: the engine's refusal detector (rules + n-gram model); an empty reply counts. */
export const isRefusal: AssertionHandler = {
  type: 'is-refusal',
  evaluate(ctx) {
    const empty = ctx.output === undefined || ctx.text.trim() === '';
    const refused =
      empty || ctx.response.finishReason === 'content_filter' || detectRefusal(ctx.text);
    return binary(refused, ctx, 'be a refusal');
  },
};
