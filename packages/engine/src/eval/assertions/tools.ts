import { schemaErrors, schemaValidator } from './json-schema';
import type { AssertionHandler } from './types';

type ToolCall = { function?: { name?: unknown; arguments?: unknown } };
type ToolDefinition = { type?: string; function?: { name?: string; parameters?: unknown } };

function toolCallsOf(output: unknown): ToolCall[] | undefined {
  let value = output;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value) as unknown;
    } catch {
      return undefined;
    }
  }
  if (value && typeof value === 'object' && !Array.isArray(value) && 'tool_calls' in value) {
    value = (value as { tool_calls: unknown }).tool_calls;
  }
  return Array.isArray(value) && value.length > 0 ? (value as ToolCall[]) : undefined;
}

/** The first problem of a tool call against the provider's `tools`, or undefined. */
function callProblem(call: ToolCall, tools: ToolDefinition[]): string | undefined {
  const name = call.function?.name;
  if (typeof name !== 'string') return 'A tool call has no function name';
  const tool = tools.find((candidate) => candidate.function?.name === name);
  if (!tool) return `Called "${name}", which is not one of the provider's tools`;
  let args: unknown = call.function?.arguments ?? {};
  if (typeof args === 'string') {
    try {
      args = JSON.parse(args) as unknown;
    } catch {
      return `Arguments of "${name}" are not valid JSON`;
    }
  }
  const validate = schemaValidator(tool.function?.parameters, 'is-valid-openai-tools-call');
  if (validate && !validate(args)) {
    return `Arguments of "${name}" do not match its schema: ${schemaErrors(validate)}`;
  }
  return undefined;
}

/** `is-valid-openai-tools-call`: every tool call names a configured tool with valid arguments. */
export const isValidOpenAiToolsCall: AssertionHandler = {
  type: 'is-valid-openai-tools-call',
  evaluate(ctx) {
    const tools = ctx.providerConfig.tools;
    let problem: string | undefined;
    if (!Array.isArray(tools) || tools.length === 0)
      problem = 'The provider has no `tools` configured';
    const calls = toolCallsOf(ctx.output);
    if (!problem && !calls) problem = 'Output is not a list of tool calls';
    for (const call of problem ? [] : (calls ?? [])) {
      problem = callProblem(call, tools as ToolDefinition[]);
      if (problem) break;
    }
    const pass = (problem === undefined) !== ctx.inverse;
    if (pass) return { pass, reason: 'Assertion passed' };
    return { pass, reason: problem ?? 'Expected output to not be a valid tools call' };
  },
};
