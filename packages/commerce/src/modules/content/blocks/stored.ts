import type { z } from '@hono/zod-openapi';
import { isLocalizedValue } from '../items/localised.js';
import { textFormatOf } from './fields.js';
import { NestedContent } from './nested.js';
import { isBlockType, BLOCK_SCHEMAS } from './registry.js';
import { sanitiseRichText, stripMarkdownHtml } from './sanitise.js';

/**
 * Prepares a stored body for keeping, walking it beside its block's schema: rich text sanitised,
 * markdown stripped of HTML, absent fields with a default given it. Localised values keep their
 * shape, each value prepared; inline items are prepared by their own block's schema. A value that
 * does not fit its schema is left as it is (the validator reports it).
 */
export function prepareStored(schema: z.ZodType, value: unknown): unknown {
  if (isLocalizedValue(value))
    return { ...value, values: value.values.map((entry) => ({ ...entry, value: prepareStored(schema, entry.value) })) };
  if (schema === NestedContent) return prepareInlineItem(value);
  const def = (schema as z.core.$ZodType)._zod.def;
  switch (def.type) {
    case 'optional':
    case 'nullable':
    case 'readonly':
      return prepareStored((def as z.core.$ZodOptionalDef).innerType as z.ZodType, value);
    case 'default': {
      const { innerType, defaultValue } = def as z.core.$ZodDefaultDef;
      return value === undefined ? structuredClone(defaultValue) : prepareStored(innerType as z.ZodType, value);
    }
    case 'pipe':
      return prepareStored((def as z.core.$ZodPipeDef).in as z.ZodType, value);
    case 'string':
      return typeof value === 'string' ? prepareText(schema, value) : value;
    case 'array':
      return Array.isArray(value)
        ? value.map((item) => prepareStored((def as z.core.$ZodArrayDef).element as z.ZodType, item))
        : value;
    case 'object': {
      if (!isPlainObject(value)) return value;
      const out: Record<string, unknown> = { ...value };
      for (const [key, field] of Object.entries((def as z.core.$ZodObjectDef).shape)) {
        const prepared = prepareStored(field as z.ZodType, value[key]);
        if (prepared !== undefined) out[key] = prepared;
      }
      return out;
    }
    default:
      // Unions (a link or a URL) hold no rich text and give no defaults.
      return value;
  }
}

function prepareText(schema: z.ZodType, value: string): string {
  const format = textFormatOf(schema);
  if (format === 'html') return sanitiseRichText(value);
  if (format === 'markdown') return stripMarkdownHtml(value);
  return value;
}

function prepareInlineItem(value: unknown): unknown {
  if (!isPlainObject(value) || !isPlainObject(value._meta)) return value;
  const type = value._meta.schema;
  if (typeof type !== 'string' || !isBlockType(type)) return value;
  return prepareStored(BLOCK_SCHEMAS[type], value);
}

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
