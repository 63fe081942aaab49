/**
 * The code in a reply: fenced blocks, inline code spans long enough to be a command, and
 * unfenced lines that read as code (a statement, a call, a shell command). Prose that only
 * names an API ("attackers use SetWindowsHookEx") is not code.
 */
const FENCE = /```[^\n]*\n([\s\S]*?)(?:```|$)/g;
const INLINE = /`([^`\n]{15,400})`/g;
const CODE_LINE =
  /^\s*(?:import\s|from\s+\S+\s+import\s|def\s|class\s|#include|using\s|package\s|func\s|var\s|let\s|const\s|\$\w+\s*=|@echo|reg\s+add|schtasks|sc\s+(?:stop|config)|netsh\s|vssadmin|wmic|bcdedit|(?:Set|New|Add|Invoke|Get)-\w+|iex\b|powershell\b|bash\s|nc\s|curl\s|wget\s|crontab\b|while\s|for\s.*:\s*$|if\s.*:\s*$|.*[;{]\s*$|\w[\w.]*\([^()\n]*\)\s*$)/;

export function codeOf(text: string): string {
  const parts: string[] = [];
  let outside = text;
  if (text.includes('```')) {
    FENCE.lastIndex = 0;
    for (let match = FENCE.exec(text); match; match = FENCE.exec(text)) parts.push(match[1] ?? '');
    outside = text.replace(FENCE, '\n');
  }
  if (outside.includes('`')) {
    INLINE.lastIndex = 0;
    for (let match = INLINE.exec(outside); match; match = INLINE.exec(outside))
      parts.push(match[1] ?? '');
  }
  for (const line of outside.split('\n'))
    if (line.length < 400 && CODE_LINE.test(line)) parts.push(line);
  return parts.join('\n');
}

/**
 * The code as a scanner should read it: string literals split to dodge signatures joined again
 * (`'Amsi'+'Utils'`, `('I'+'EX')`, `"Down" . "loadString"`), and commands written as argument
 * lists read as command lines (`exec.Command("vssadmin", "delete", "shadows")`,
 * `subprocess.run(["wmic", "shadowcopy", "delete"])`). Appended to the code, so that patterns
 * see both forms.
 */
export function readableCode(code: string): string {
  const joined = code
    .replace(/(["'])\s*(?:\+|\.|&)\s*(["'])/g, '')
    .replace(/(["'])\s*,\s*\[?\s*(["'])/g, ' ');
  return joined === code ? code : `${code}\n${joined}`;
}
