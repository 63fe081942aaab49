import { z } from 'zod';
import { NameSchema, PaginationQuerySchema, TimestampSchema } from './common';
import { EvalAuthorSchema, EvalIdSchema } from './evals';

/*
 * Datasets (issue #15): named, versioned collections of test cases for evals, used in a config as
 * `tests: dataset://name@version` (`@latest` or no version: the newest). Versions are immutable.
 * CASL subject `Eval` (datasets are eval material): read to list and read, create to make datasets
 * and versions, delete to delete.
 */

/** Upload formats: CSV (promptfoo's columns: vars, `__expected…`, `__description`), JSONL, JSON, promptfoo tests YAML. */
export const DATASET_FORMATS = ['csv', 'jsonl', 'json', 'yaml'] as const;
export type DatasetFormat = (typeof DATASET_FORMATS)[number];
/** Largest upload (characters of `content`). */
export const DATASET_UPLOAD_MAX_CHARS = 10 * 1024 * 1024;
/** Most items in one version. */
export const DATASET_MAX_ITEMS = 50_000;

export const DATASET_SOURCES = ['upload', 'eval', 'scan'] as const;
export type DatasetSource = (typeof DATASET_SOURCES)[number];

/** A dataset name as used in `dataset://name@version`: letters, digits, `._-`, spaces not allowed. */
export const DatasetNameSchema = NameSchema.pipe(
  z.string().regex(/^[A-Za-z0-9][\w.-]*$/, {
    error: 'Use letters, digits, ".", "_" and "-" (it is written in dataset://name@version)',
  }),
);

/** One test case: promptfoo's test shape. */
export const DatasetItemSchema = z.object({
  index: z.number().int(),
  description: z.string().nullable(),
  vars: z.record(z.string(), z.unknown()),
  /** promptfoo assertions (`[{type, value, …}]`). */
  assert: z.array(z.record(z.string(), z.unknown())),
  threshold: z.number().nullable(),
  metadata: z.record(z.string(), z.unknown()).nullable(),
});
export type DatasetItem = z.infer<typeof DatasetItemSchema>;

export const DatasetVersionSchema = z.object({
  version: z.number().int(),
  changelog: z.string(),
  itemCount: z.number().int(),
  source: z.enum(DATASET_SOURCES),
  /** The eval or scan the items came from (`source` eval or scan). */
  sourceId: z.string().nullable(),
  createdBy: EvalAuthorSchema,
  createdAt: TimestampSchema,
});
export type DatasetVersion = z.infer<typeof DatasetVersionSchema>;

export const DatasetSchema = z.object({
  id: z.uuid(),
  teamId: z.uuid(),
  name: z.string(),
  description: z.string().nullable(),
  /** Null before the first version. */
  latestVersion: z.number().int().nullable(),
  /** Items of the latest version. */
  itemCount: z.number().int(),
  createdBy: EvalAuthorSchema,
  createdAt: TimestampSchema,
  updatedAt: TimestampSchema,
});
export type Dataset = z.infer<typeof DatasetSchema>;

// GET /api/v1/datasets/{id}
export const DatasetDetailSchema = DatasetSchema.extend({
  organizationId: z.uuid(),
  /** Newest first. */
  versions: z.array(DatasetVersionSchema),
});
export type DatasetDetail = z.infer<typeof DatasetDetailSchema>;

export const DatasetParamsSchema = z.object({ id: z.uuid({ error: 'Invalid dataset ID' }) });
export const DatasetVersionParamsSchema = z.object({
  id: z.uuid({ error: 'Invalid dataset ID' }),
  version: z.coerce.number().int().min(1, { error: 'Invalid version' }),
});

// GET /api/v1/datasets?teamId=&search=&limit=&offset=   (newest change first)
export const DatasetListQuerySchema = PaginationQuerySchema.extend({
  teamId: z.uuid({ error: 'Invalid team ID' }),
  search: z.string().trim().max(200).optional(),
});
export const DatasetListResponseSchema = z.object({
  items: z.array(DatasetSchema),
  total: z.number().int(),
  limit: z.number().int(),
  offset: z.number().int(),
});
export type DatasetListResponse = z.infer<typeof DatasetListResponseSchema>;

/** Where a version's items come from: uploaded text, an eval's failing rows, a scan's successful attacks. */
export const DatasetVersionInputSchema = z.discriminatedUnion('source', [
  z.object({
    source: z.literal('upload'),
    format: z.enum(DATASET_FORMATS, { error: 'Choose csv, jsonl, json or yaml' }),
    content: z
      .string()
      .min(1, { error: 'The file is empty' })
      .max(DATASET_UPLOAD_MAX_CHARS, { error: 'The file is larger than 10 MB' }),
  }),
  /** The eval's rows with a cell that does not pass (ratings applied): vars and assertions. */
  z.object({ source: z.literal('eval'), evalId: EvalIdSchema }),
  /** The scan's failed probes (successful attacks) as tests that the attack is refused. */
  z.object({ source: z.literal('scan'), scanId: z.uuid({ error: 'Invalid scan ID' }) }),
]);
export type DatasetVersionInput = z.infer<typeof DatasetVersionInputSchema>;

// POST /api/v1/datasets/{id}/versions  {changelog, source: 'upload', format, content} | {changelog, source: 'eval', evalId} | {…, source: 'scan', scanId}
//   → 201 DatasetVersion. A file that cannot be read answers 400 VALIDATION_ERROR with details
//   naming the line (`line 12`) or the field (`3.vars`).
const changelog = z
  .string()
  .trim()
  .max(2000, { error: 'Changelog must be at most 2000 characters' })
  .default('');
export const CreateDatasetVersionRequestSchema = z.discriminatedUnion('source', [
  DatasetVersionInputSchema.options[0].extend({ changelog }),
  DatasetVersionInputSchema.options[1].extend({ changelog }),
  DatasetVersionInputSchema.options[2].extend({ changelog }),
]);
export type CreateDatasetVersionRequest = z.input<typeof CreateDatasetVersionRequestSchema>;

// POST /api/v1/datasets  {teamId, name, description?, version?}  → 201 DatasetDetail
//   `version`: the first version at once (an upload, an eval's failing rows, a scan's attacks).
export const CreateDatasetRequestSchema = z.object({
  teamId: z.uuid({ error: 'Invalid team ID' }),
  name: DatasetNameSchema,
  description: z.string().trim().max(2000).optional(),
  version: CreateDatasetVersionRequestSchema.optional(),
});
export type CreateDatasetRequest = z.input<typeof CreateDatasetRequestSchema>;

// PATCH /api/v1/datasets/{id}  {name?, description?}  → DatasetDetail
export const UpdateDatasetRequestSchema = z.object({
  name: DatasetNameSchema.optional(),
  description: z.string().trim().max(2000).nullable().optional(),
});

// DELETE /api/v1/datasets/{id}  → 204

// GET /api/v1/datasets/{id}/versions/{version}/items?search=&limit=&offset=
export const DatasetItemsQuerySchema = PaginationQuerySchema.extend({
  /** In descriptions and vars. */
  search: z.string().trim().max(200).optional(),
});
export const DatasetItemsResponseSchema = z.object({
  version: DatasetVersionSchema,
  items: z.array(DatasetItemSchema),
  total: z.number().int(),
  limit: z.number().int(),
  offset: z.number().int(),
});
export type DatasetItemsResponse = z.infer<typeof DatasetItemsResponseSchema>;

// GET /api/v1/datasets/{id}/versions/{version}/export?format=jsonl|csv|json|yaml
//   → the items as a file (Content-Disposition: attachment; `<name>@<version>.<ext>`), promptfoo's
//   test shape so the file works as `tests: file://…` in promptfoo and in `crucible eval`.
export const DatasetExportQuerySchema = z.object({
  format: z.enum(DATASET_FORMATS).default('jsonl'),
});
