import { z } from 'zod';
import { NameSchema, TimestampSchema } from './common';
import { PLUGIN_SEVERITIES } from './redteam';

/*
 * Plugin severity overrides (CASL subject `PluginSeverityOverride`). An organization keeps named
 * collections of overrides (plugin → severity, with a reason); every *active* collection applies,
 * and a plugin may be set by one active collection only. A target may override further. The
 * effective severity follows `effectiveSeverity` (severity.ts): a person's severity on one
 * vulnerability → the target's override → the organization's → the scan template's → the
 * plugin's default.
 */

export const SEVERITY_REASON_MAX = 500;
export const SEVERITY_OVERRIDE_ITEMS_MAX = 500;
export const SEVERITY_OVERRIDE_DESCRIPTION_MAX = 1000;

const ReasonSchema = z
  .string({ error: 'Give a reason' })
  .trim()
  .min(1, { error: 'Give a reason' })
  .max(SEVERITY_REASON_MAX, {
    error: `The reason must be at most ${SEVERITY_REASON_MAX} characters`,
  });

/** One override: the plugin (a plugin id of the catalogue), its severity and why. */
export const SeverityOverrideItemSchema = z.object({
  pluginId: z
    .string({ error: 'Choose a plugin' })
    .trim()
    .min(1, { error: 'Choose a plugin' })
    .max(200, { error: 'Unknown plugin' }),
  severity: z.enum(PLUGIN_SEVERITIES, { error: 'Invalid severity' }),
  reason: ReasonSchema,
});
export type SeverityOverrideItem = z.infer<typeof SeverityOverrideItemSchema>;

/** A list of overrides naming each plugin once; a repeat is an error on its `pluginId`. */
const ItemListSchema = z
  .array(SeverityOverrideItemSchema)
  .max(SEVERITY_OVERRIDE_ITEMS_MAX, {
    error: `At most ${SEVERITY_OVERRIDE_ITEMS_MAX} plugins`,
  })
  .superRefine((items, ctx) => {
    const seen = new Set<string>();
    items.forEach((item, index) => {
      if (seen.has(item.pluginId)) {
        ctx.addIssue({
          code: 'custom',
          path: [index, 'pluginId'],
          message: 'This plugin is listed twice',
        });
      }
      seen.add(item.pluginId);
    });
  });

const UserRefSchema = z.object({ id: z.uuid(), name: z.string() });

export const SeverityOverrideCollectionSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string().nullable(),
  /** Active collections apply to every target of the organization. */
  active: z.boolean(),
  items: z.array(SeverityOverrideItemSchema),
  createdBy: UserRefSchema.nullable(),
  createdAt: TimestampSchema,
  updatedAt: TimestampSchema,
});
export type SeverityOverrideCollection = z.infer<typeof SeverityOverrideCollectionSchema>;

export const SeverityOverrideParamsSchema = z.object({
  id: z.uuid({ error: 'Invalid severity override ID' }),
});

// GET /api/v1/redteam/severity-overrides   (every collection of the organization, by name)
export const SeverityOverrideListResponseSchema = z.object({
  items: z.array(SeverityOverrideCollectionSchema),
});

const DescriptionSchema = z
  .string()
  .trim()
  .max(SEVERITY_OVERRIDE_DESCRIPTION_MAX, {
    error: `Description must be at most ${SEVERITY_OVERRIDE_DESCRIPTION_MAX} characters`,
  })
  .nullable()
  .optional()
  // An empty description is none.
  .transform((text) => (text ? text : null));

// PUT /api/v1/redteam/severity-overrides/{id}   (replaces the collection)
export const UpdateSeverityOverrideRequestSchema = z.object({
  name: NameSchema,
  description: DescriptionSchema,
  active: z.boolean({ error: 'Say whether the collection is active' }),
  items: ItemListSchema,
});
export type UpdateSeverityOverrideRequest = z.input<typeof UpdateSeverityOverrideRequestSchema>;

// POST /api/v1/redteam/severity-overrides   → 201 the collection
export const CreateSeverityOverrideRequestSchema = UpdateSeverityOverrideRequestSchema.extend({
  active: z.boolean({ error: 'Say whether the collection is active' }).default(true),
  items: ItemListSchema.default([]),
});
export type CreateSeverityOverrideRequest = z.input<typeof CreateSeverityOverrideRequestSchema>;

/** The organization's override of a plugin as a target sees it (from an active collection). */
export const InheritedSeveritySchema = z.object({
  pluginId: z.string(),
  severity: z.enum(PLUGIN_SEVERITIES),
  reason: z.string(),
  collectionId: z.uuid(),
  collectionName: z.string(),
});
export type InheritedSeverity = z.infer<typeof InheritedSeveritySchema>;

export const TargetPluginSeveritySchema = SeverityOverrideItemSchema.extend({
  updatedBy: UserRefSchema.nullable(),
  updatedAt: TimestampSchema,
});
export type TargetPluginSeverity = z.infer<typeof TargetPluginSeveritySchema>;

// GET /api/v1/targets/{id}/plugin-severities
export const TargetPluginSeveritiesResponseSchema = z.object({
  targetId: z.uuid(),
  /** The target's own overrides, by plugin id. */
  items: z.array(TargetPluginSeveritySchema),
  /** What the organization's active collections set, which the target's own overrides beat. */
  organization: z.array(InheritedSeveritySchema),
});
export type TargetPluginSeverities = z.infer<typeof TargetPluginSeveritiesResponseSchema>;

// PUT /api/v1/targets/{id}/plugin-severities   (replaces the target's overrides)
export const UpdateTargetPluginSeveritiesRequestSchema = z.object({ items: ItemListSchema });
export type UpdateTargetPluginSeveritiesRequest = z.input<
  typeof UpdateTargetPluginSeveritiesRequestSchema
>;
