import type { ScanContext } from '../context';
import { RULES } from '../rules';

/**
 * Jinja constructs that escape the template into Python (the llama-cpp-python CVE-2024-34359
 * shape: `{{ ''.__class__.__mro__[1].__subclasses__() }}`, `cycler.__init__.__globals__.os`).
 */
const INJECTION: { pattern: RegExp; what: string }[] = [
  {
    pattern:
      /__(class|mro|subclasses|globals|builtins|init|base|bases|import|code|getattribute|dict|reduce)__/,
    what: 'Python dunder attribute access',
  },
  {
    pattern: /\b(os|subprocess)\s*\.\s*(system|popen|exec\w*|spawn\w*|run|call|check_output)\b/,
    what: 'operating-system command',
  },
  { pattern: /\b(eval|exec|__import__)\s*\(/, what: 'code evaluation' },
  { pattern: /_TemplateReference__context|\bself\s*\.\s*_/, what: 'template internals' },
];

/** Constructs rare in chat templates that help build the above without spelling it out. */
const SUSPICIOUS: { pattern: RegExp; what: string }[] = [
  { pattern: /\|\s*attr\s*\(/, what: 'the attr filter' },
  { pattern: /\\x5f|\\u005f|\\137/i, what: 'an escaped underscore' },
  {
    pattern:
      /\b(lipsum|cycler|joiner|namespace|url_for|get_flashed_messages|config|request)\s*[.[]/,
    what: 'a Jinja global used as an object',
  },
  { pattern: /\{%-?\s*(import|include|extends|from)\b/, what: 'template loading' },
  { pattern: /%c/, what: 'characters built with %c formatting' },
];

export function checkChatTemplate(
  ctx: ScanContext,
  key: string,
  template: string,
  offset: number,
): void {
  const injection = INJECTION.filter(({ pattern }) => pattern.test(template)).map(
    ({ what }) => what,
  );
  if (injection.length > 0) {
    ctx.report('gguf', {
      rule: RULES.templateInjection,
      message: `Chat template "${key}" contains ${injection.join(', ')}.`,
      offset,
    });
    return;
  }
  const suspicious = SUSPICIOUS.filter(({ pattern }) => pattern.test(template)).map(
    ({ what }) => what,
  );
  if (suspicious.length > 0)
    ctx.report('gguf', {
      rule: RULES.suspiciousTemplate,
      message: `Chat template "${key}" uses ${suspicious.join(', ')}.`,
      offset,
    });
}
