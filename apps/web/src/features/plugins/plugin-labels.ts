import { PLUGIN_CATEGORY_NAMES, type PluginSummary } from '@crucible/shared';

type Severity = PluginSummary['severity'];
type Category = PluginSummary['category'];

export const SEVERITY_LABELS: Record<Severity, string> = {
  critical: 'Critical',
  high: 'High',
  medium: 'Medium',
  low: 'Low',
};

export const SEVERITY_COLORS: Record<Severity, 'error' | 'warning' | 'info' | 'default'> = {
  critical: 'error',
  high: 'warning',
  medium: 'info',
  low: 'default',
};

export const CATEGORY_LABELS: Record<Category, string> = PLUGIN_CATEGORY_NAMES;

/**
 * Display names of the frameworks plugins map to. The plugin list names only framework items
 * (`owasp:llm:01`); the detail answer carries the names, the list does not.
 */
const FRAMEWORK_NAMES: Record<string, string> = {
  'owasp:llm': 'OWASP LLM Top 10',
  'owasp:agentic': 'OWASP Agentic Top 10',
  'owasp:api': 'OWASP API Top 10',
  'mitre:atlas': 'MITRE ATLAS',
  'nist:ai': 'NIST AI RMF',
  'eu:ai-act': 'EU AI Act',
  'iso:42001': 'ISO/IEC 42001',
  gdpr: 'GDPR',
};

/** `owasp:llm:01` → `owasp:llm`. */
export function frameworkOf(itemId: string): string {
  const cut = itemId.lastIndexOf(':');
  return cut > 0 ? itemId.slice(0, cut) : itemId;
}

export function frameworkName(frameworkId: string): string {
  return FRAMEWORK_NAMES[frameworkId] ?? frameworkId;
}

export function pluginPath(id: string): string {
  return `/redteam/plugins/${encodeURIComponent(id)}`;
}
