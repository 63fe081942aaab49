/**
 * Public API of the Crucible engine: targets, providers, the demo target, plugins, frameworks,
 * strategies, graders, risk scoring, config compatibility and the runner.
 */
export type {
  ChatMessage,
  ChatRole,
  DeterministicGraderId,
  HarmFamily,
  Severity,
  TargetContext,
  TokenUsage,
} from './types';
export { SEVERITIES } from './types';
export type { Encoding, TestCase, TestCaseMetadata } from './test-case';

// Targets
export * from './targets/schema';
export type {
  SendContext,
  Target,
  TargetError,
  TargetErrorKind,
  TargetInput,
  TargetResponse,
} from './targets/types';
export { createTarget } from './targets/registry';
export { targetContextOf } from './targets/context';
export {
  PROFILE_QUESTIONS,
  suggestProfileByRules,
  suggestProfileWithModel,
  type ProfileSuggestion as EngineProfileSuggestion,
} from './targets/profile-suggestion';
export { diagnose, type Diagnosis } from './targets/diagnose';
export { backtrack, sendTurn, startConversation, type Conversation } from './targets/session';
export { getByPath, parsePath, type Extractor } from './util/extract';
export { renderBody, renderTemplate } from './util/template';

// Providers
export type { ChatOptions, ChatProvider, ChatResult } from './providers/types';
export { createProvider, ProviderConfigSchema, type ProviderConfig } from './providers/registry';
export { createOpenAiProvider } from './providers/openai-provider';
export { createAnthropicProvider } from './providers/anthropic-provider';
export { ProviderError } from './providers/provider-error';

// Demo target
export { demoTargetReply } from './demo-target/larkspur-bank';
export {
  DEMO_BANK_NAME,
  DEMO_CANARY,
  DEMO_SYSTEM_PROMPT,
  DEMO_TARGET_PROFILE,
  DEMO_TARGET_PURPOSE,
} from './demo-target/knowledge';

// Plugins and frameworks
export type { Plugin, PluginCategory, PluginDefinition, PromptSource } from './plugins/types';
export { PLUGIN_CATEGORIES } from './plugins/types';
export { PLUGINS, getPlugin } from './plugins/registry';
export {
  COLLECTION_IDS,
  PROFILE_SELECTOR,
  expandPluginSelector,
  isKnownPluginSelector,
} from './plugins/selection';
export { fitPlugins, type FittedPlugin } from './plugins/fit';
export { corpusPrompts, parseGeneratedPrompts, pluginPrompts } from './plugins/generate';
export { examplePrompts, pluginOrigin, type PluginOrigin } from './plugins/origin';
export { intentsFromFile, resolveIntentFiles, type FileReader } from './plugins/intent/files';
export { UNSUPPORTED_PLUGINS, unsupportedPluginReason } from './plugins/unsupported';
export { pluginOf, pluginOfTestCase } from './plugins/resolve';
export {
  inlinePolicyId,
  inlinePolicyName,
  isPolicyPluginId,
  POLICY_PLUGIN,
  policyFromConfig,
  policyPluginIdOf,
  type PolicyDefinition,
} from './plugins/policy/definition';
export { policyPlugin } from './plugins/policy/plugin';
export { readPolicyRule, type PolicyBehaviour } from './plugins/policy/rule';
export { policyPrompts } from './plugins/policy/probes';
export { POLICY_TEMPLATES } from './plugins/policy/templates';
export type { Framework, FrameworkItem } from './frameworks/types';
export { FRAMEWORKS, frameworkPlugins, frameworksForPlugin } from './frameworks/registry';

// Strategies
export type { Strategy, StrategyComplexity, StrategyConfig } from './strategies/types';
export {
  STRATEGIES,
  getStrategy,
  resolveStrategies,
  type ResolvedStrategy,
  type StrategySelection,
  type UnavailableStrategy,
} from './strategies/registry';
export { JAILBREAK_TEMPLATES } from './strategies/data/jailbreak-templates';

// Graders
export type {
  DeterministicGrader,
  GradeResult,
  GradingExample,
  Outcome,
  Verdict,
} from './graders/types';
export { GRADERS } from './graders/registry';
export { grade, UNDECIDED_OFFLINE, type GradeOptions } from './graders/grade';
export {
  GRADING_EXAMPLE_GRADER,
  JUDGE_SHOTS,
  judgeShots,
  matchGradingExample,
  normaliseReply,
} from './graders/grading-examples';
export { warmUpGraders } from './graders/warm-up';
export { detectRefusal, refusalGrader } from './graders/refusal';
export { findPii, ibanValid, luhnValid, ssnValid, type PiiFinding } from './graders/pii';
export { detectPii } from './graders/pii-grader';
export { findSecrets } from './graders/secrets';
export { promptLeakGrader } from './graders/prompt-leak';
export { parseVerdict } from './graders/llm-judge';

// Utilities
export { createLimiter, type Limiter, type LimiterOptions } from './util/limiter';

// Risk scoring
export {
  EXPLOITABILITY,
  IMPACT,
  cellScore,
  riskLevel,
  scoreRisk,
  type CellRisk,
  type ProbeOutcome,
  type RiskLevel,
  type RiskReport,
  type RollupRisk,
} from './risk/risk-score';

// Config compatibility
export {
  RedteamConfigSchema,
  estimateProbeCount,
  plannedPlugins,
  type PlannedPlugin,
  type ProbeEstimate,
  type RedteamConfig,
  type RedteamConfigInput,
} from './config/schema';
export {
  ConfigError,
  formatIssues,
  loadRedteamConfig,
  loadRedteamConfigFile,
  parseRedteamConfig,
  parseYamlDocument,
  stringifyRedteamConfig,
  validateRedteamConfig,
  type ConfigParseResult,
} from './config/load';
export { toTargetConfig, translateTarget, type PromptfooTarget } from './config/target-compat';
export {
  resolveModelRef,
  toProviderConfig,
  type ModelResolution,
  type ProviderRef,
} from './config/provider-compat';
export {
  formatConfigIssues,
  importRedteamConfig,
  importRedteamDocument,
  type ConfigImport,
  type ImportOptions,
  type ResolvedModels,
} from './config/import';
export { IssueLog, pathOf, type ConfigIssue } from './config/issues';
export { allowListEnvReader, envReader, type EnvReader } from './config/env-refs';
export { effectiveStrategies } from './config/strategies';
export { parseModelId, type ModelId } from './config/model-ids';
export { languageCode, LANGUAGE_NAMES } from './plugins/corpus/languages';

// Runner
export {
  generateTestCases,
  type GenerateOptions,
  type TestSuite,
} from './runner/generate-test-cases';
export { runProbe, type ProbeOptions, type ProbeResult } from './runner/run-probe';
export { NothingToTestError, nothingToTestReason } from './runner/nothing-to-test';
export { scanTarget } from './runner/scan-target';
export {
  runScan,
  scanVulnerabilities,
  toProbeOutcome,
  type ScanOptions,
  type ScanProgress,
  type ScanResult,
  type ScanVulnerability,
} from './runner/run-scan';

// Evals
export * from './eval/index';

// Reports of scans
export * from './report/index';
// Remediation: advice per plugin, the plan of a scan, its Markdown and the regression scan
export { ADVICE_FILES, adviceFor, type ResolvedAdvice } from './remediation/library';
export { frameworkReference, renderAdvice, type RenderedAdvice } from './remediation/render';
export type { RemediationTarget } from './remediation/slots';
export { buildRemediationPlan, type PlanInput, type PlanIssue } from './remediation/plan';
export type { FailingProbe, StrategyCount } from './remediation/evidence';
export { EFFORT_FACTOR, remediationPriority } from './remediation/priority';
export { regressionScan, regressionScanYaml } from './remediation/regression';
export { bundleReadme, remediationMarkdown } from './remediation/markdown';
export {
  applyGuardrails,
  BUILT_IN_CLASSIFIERS,
  type GuardrailClassifier,
  type GuardrailOutcome,
} from './remediation/guardrails';
export { INTENT_PLUGIN_ID, parseIntentConfig, type IntentConfig } from './plugins/intent';
