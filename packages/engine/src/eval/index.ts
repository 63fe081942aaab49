/** Evals: promptfoo-format configs run as tests × prompts × providers, graded by assertions. */
export { ASSERTION_TYPES } from './assertions/registry';
export { resolveFileReferences, type ReadFile } from './config/files';
export { EvalConfigError, parseEvalConfig, readConfigText } from './config/parse';
export type { EvalConfigInput } from './config/schema';
export { expandTests, expandVars, normalisePrompts } from './expand';
export { gradeOutput } from './grade';
export type { EvalProvider } from './providers/types';
export type {
  EvalGradingMessage,
  EvalGradingOptions,
  EvalGradingProvider,
  EvalGradingUsage,
} from './grading/types';
export {
  planEval,
  runEval,
  streamEval,
  type EvalPlan,
  type EvalRun,
  type RunEvalOptions,
} from './runner';
export type * from './types';
