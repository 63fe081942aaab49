import { EU_AI_ACT } from './eu-ai-act';
import { GDPR } from './gdpr';
import { ISO_42001 } from './iso-42001';
import { MITRE_ATLAS } from './mitre-atlas';
import { NIST_AI_RMF } from './nist-ai-rmf';
import { OWASP_AGENTIC } from './owasp-agentic';
import { OWASP_API } from './owasp-api';
import { OWASP_LLM } from './owasp-llm';
import type { Framework } from './types';

/** The explicit framework registry. A framework or item id can be used as a plugin id. */
export const FRAMEWORKS: readonly Framework[] = [
  OWASP_LLM,
  OWASP_API,
  OWASP_AGENTIC,
  NIST_AI_RMF,
  MITRE_ATLAS,
  EU_AI_ACT,
  ISO_42001,
  GDPR,
];

const BY_ID = new Map<string, readonly string[]>();
for (const framework of FRAMEWORKS) {
  BY_ID.set(framework.id, [...new Set(framework.items.flatMap((item) => item.plugins))]);
  for (const item of framework.items) BY_ID.set(item.id, item.plugins);
}

/** Plugin ids a framework or framework-item id stands for, or undefined if it is neither. */
export function frameworkPlugins(id: string): readonly string[] | undefined {
  return BY_ID.get(id);
}

/** Framework item ids that list the plugin: the plugin's "framework mappings". */
export function frameworksForPlugin(pluginId: string): string[] {
  return FRAMEWORKS.flatMap((framework) =>
    framework.items.filter((item) => item.plugins.includes(pluginId)).map((item) => item.id),
  );
}
