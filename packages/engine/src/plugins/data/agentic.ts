import type { PluginDefinition } from '../types';

/**
 * Agentic, RAG and trust plugins: MCP tool abuse, retrieval poisoning and exfiltration,
 * fabricated conversation history, goal misalignment, model identification.
 */
export const AGENTIC_PLUGINS: readonly PluginDefinition[] = [];
