import { DATASET_MAX_ITEMS, type DatasetFormat, type FieldError } from '@crucible/shared';
import { EvalConfigError } from '@crucible/engine';
import { TestCaseSchema } from '@crucible/engine/eval/config/schema';
import { testsFromFile } from '@crucible/engine/eval/config/test-files';
import { AppError } from '../../errors';

/** A test case as a dataset keeps it (promptfoo's test shape, minus per-run `options`). */
export type DatasetItemInput = {
  description: string | null;
  vars: Record<string, unknown>;
  assert: Record<string, unknown>[];
  threshold: number | null;
  metadata: Record<string, unknown> | null;
};

const EXTENSIONS: Record<DatasetFormat, string> = {
  csv: 'upload.csv',
  jsonl: 'upload.jsonl',
  json: 'upload.json',
  yaml: 'upload.yaml',
};

function invalid(details: FieldError[]): never {
  const first = details[0]!;
  const message =
    details.length === 1
      ? `${first.path ? `${first.path}: ` : ''}${first.message}`
      : `The file has ${details.length} problems; the first: ${first.path ? `${first.path}: ` : ''}${first.message}`;
  throw new AppError('VALIDATION_ERROR', message, details.slice(0, 100));
}

/**
 * Reads an upload into items; every problem names the line (`line 12`) or the field
 * (`3.vars`, `3.assert.0.type`) so a person can fix the file.
 */
export function parseDatasetUpload(format: DatasetFormat, content: string): DatasetItemInput[] {
  let raw: unknown[];
  try {
    raw = testsFromFile(EXTENSIONS[format], content);
  } catch (error) {
    if (error instanceof EvalConfigError) {
      const message = error.message.replace(/^upload\.\w+: /, '');
      const line = /line (\d+)/i.exec(message)?.[1];
      invalid([{ path: line ? `line ${line}` : '', message }]);
    }
    const message = error instanceof Error ? error.message : String(error);
    const line = /line (\d+)/i.exec(message)?.[1];
    invalid([
      {
        path: line ? `line ${line}` : '',
        message: `The ${format.toUpperCase()} cannot be read: ${message}`,
      },
    ]);
  }
  if (raw.length === 0) invalid([{ path: '', message: 'The file holds no test cases' }]);
  if (raw.length > DATASET_MAX_ITEMS) {
    invalid([
      { path: '', message: `A version holds at most ${DATASET_MAX_ITEMS} items (${raw.length})` },
    ]);
  }
  const problems: FieldError[] = [];
  const items: DatasetItemInput[] = [];
  raw.forEach((entry, index) => {
    // JSONL lines are numbered from 1 in messages; the field path keeps the item's index.
    const where =
      format === 'jsonl' || format === 'csv'
        ? `line ${index + (format === 'csv' ? 2 : 1)}`
        : `${index}`;
    const parsed = TestCaseSchema.safeParse(entry);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const path = [where, ...issue.path.map(String)].join('.');
        problems.push({
          path,
          message:
            issue.code === 'unrecognized_keys'
              ? `unknown key${issue.keys.length > 1 ? 's' : ''} ${issue.keys.map((k) => `"${k}"`).join(', ')}`
              : issue.message,
        });
      }
      return;
    }
    const test = parsed.data;
    if (test.options !== undefined) {
      problems.push({
        path: `${where}.options`,
        message: 'options belong to the eval config (defaultTest.options), not to a dataset',
      });
      return;
    }
    items.push({
      description: test.description ?? null,
      vars: test.vars ?? {},
      assert: (test.assert ?? []) as Record<string, unknown>[],
      threshold: test.threshold ?? null,
      metadata: test.metadata ?? null,
    });
  });
  if (problems.length > 0) invalid(problems);
  return items;
}
