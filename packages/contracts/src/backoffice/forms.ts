import { z } from 'zod';
import { text } from '../common';
import { FORM_COLUMNS, FORM_KIND_NAMES, FORM_LIMITS, type FormComponentKindName } from '../constants/forms';
import { codeSchema, fieldCodeSchema } from './documents';

/**
 * Forms: a layout of component kinds bound to a document's fields. The layout is a tree
 * (a popup holds components) kept as JSON; this schema bounds its size and depth, and the server
 * checks what it cannot know alone: that every bound field exists on the document and fits its kind.
 */

/** A label an operator writes in both languages; may be empty (a bound field's own label is used). */
export const formTextSchema = z.object({
  en: text({ max: 200 }).default(''),
  vi: text({ max: 200 }).default(''),
});
export type FormText = z.infer<typeof formTextSchema>;

const span = z.number().int().min(1).max(FORM_COLUMNS);
/** Columns of the 12-column grid a component takes per breakpoint. */
export const formWidthSchema = z
  .object({ xs: span.default(12), sm: span.default(12), md: span.default(6), lg: span.default(6) })
  .strict();
export type FormWidth = z.infer<typeof formWidthSchema>;

const scalar = z.union([z.string().max(200), z.number(), z.boolean()]);
/** An http(s) address or a path of this site: what a hyperlink or an image may point at. */
const linkSchema = z
  .string()
  .trim()
  .max(1000)
  .regex(/^(https?:\/\/|\/)[^\s]*$/, 'invalidPath');

/** Per-kind settings; each kind reads the ones it needs and the server checks them against the document. */
export const formPropsSchema = z
  .object({
    /** Select, radio, transfer list: 'field' = the field's own options; 'values' = the list below. */
    optionsSource: z.enum(['field', 'values']).optional(),
    options: z.array(scalar).max(FORM_LIMITS.options).optional(),
    /** Charts, data grid, table, Excel export: the document whose records they show (default: the form's). */
    document: codeSchema.optional(),
    /** Charts: the field whose values the records are counted by. */
    groupBy: fieldCodeSchema.optional(),
    /** Data grid, table, Excel export: the columns shown or exported. */
    columns: z.array(fieldCodeSchema).max(FORM_LIMITS.columns).optional(),
    /** Label text, a popup's button text. */
    text: formTextSchema.optional(),
    /** Hyperlink target, image source (when no field is bound). */
    href: linkSchema.optional(),
    /** Buttons: which actions the row offers. */
    actions: z
      .array(z.enum(['save', 'cancel']))
      .max(2)
      .optional(),
  })
  .strict();
export type FormProps = z.infer<typeof formPropsSchema>;

export const FORM_COMPONENT_ID = /^[A-Za-z0-9_-]{1,64}$/;

export interface FormComponent {
  id: string;
  kind: FormComponentKindName;
  field?: string | undefined;
  label: FormText;
  width: FormWidth;
  visibleWhen?: { field: string; hasValue: true } | undefined;
  props: FormProps;
  /** A popup's content. */
  children?: FormComponent[] | undefined;
}

export const formComponentSchema: z.ZodType<FormComponent, z.input<z.ZodTypeAny>> = z.lazy(() =>
  z
    .object({
      id: z.string().regex(FORM_COMPONENT_ID, 'invalidCode'),
      kind: z.enum(FORM_KIND_NAMES),
      field: fieldCodeSchema.optional(),
      label: formTextSchema.default({ en: '', vi: '' }),
      width: formWidthSchema.default({ xs: 12, sm: 12, md: 6, lg: 6 }),
      /** Shown only while another field of the form has a value. */
      visibleWhen: z
        .object({ field: fieldCodeSchema, hasValue: z.literal(true) })
        .strict()
        .optional(),
      props: formPropsSchema.default({}),
      children: z.array(formComponentSchema).max(FORM_LIMITS.components).optional(),
    })
    .strict(),
) as never;

/** Every component of a layout, depth first, with its depth (top level = 1). */
export function walkLayout(
  layout: readonly FormComponent[],
  depth = 1,
): Array<{ component: FormComponent; depth: number }> {
  return layout.flatMap((component) => [
    { component, depth },
    ...walkLayout(component.children ?? [], depth + 1),
  ]);
}

/** The layout as a bounded tree: at most FORM_LIMITS components and depth, ids unique. */
export const formLayoutSchema = z
  .array(formComponentSchema)
  .max(FORM_LIMITS.components)
  .superRefine((layout, ctx) => {
    const all = walkLayout(layout);
    if (all.length > FORM_LIMITS.components)
      ctx.addIssue({ code: 'custom', message: 'formTooLarge', path: [] });
    if (all.some((c) => c.depth > FORM_LIMITS.depth))
      ctx.addIssue({ code: 'custom', message: 'formTooDeep', path: [] });
    const seen = new Set<string>();
    for (const { component } of all) {
      if (seen.has(component.id))
        ctx.addIssue({ code: 'custom', message: 'formDuplicateComponent', path: [] });
      seen.add(component.id);
    }
  });

/** POST /api/core/forms and PUT /api/core/forms/{id}. */
export const formWriteSchema = z
  .object({
    name: text({ max: 100, required: 'fieldRequired' }),
    /** The code of the document whose records the form creates and edits. */
    document: codeSchema,
    title: formTextSchema,
    layout: formLayoutSchema,
    /**
     * Whether the document's create and edit screens use the form, set with the layout in one write
     * (a layout the screens cannot use is refused before anything is stored). Left out: as it was; a
     * new form is not used.
     */
    assigned: z.boolean().optional(),
  })
  .strict();
export type FormWrite = z.infer<typeof formWriteSchema>;
export type FormWriteInput = z.input<typeof formWriteSchema>;

export const formSchema = z.object({
  id: z.string(),
  name: z.string(),
  document: z.string(),
  title: formTextSchema,
  layout: z.array(formComponentSchema),
  /** Whether the document's create and edit screens use this form. */
  assigned: z.boolean(),
  createdAt: z.number().int(),
  updatedAt: z.number().int(),
});
export type BackofficeForm = z.infer<typeof formSchema>;

export const formListQuerySchema = z.object({ document: codeSchema.optional() });

/**
 * An issue of a form refused as a document's create and edit screen (formScreenInvalid): the field it
 * names and the components bound to it (see form-screen.ts).
 */
export const formScreenIssueSchema = z.object({
  path: z.string(),
  key: z.enum(['formFieldBoundTwice', 'formRequiredFieldMissing']),
  message: z.string(),
  field: z.string(),
  components: z.array(z.string()),
});
export type FormScreenIssue = z.infer<typeof formScreenIssueSchema>;

/** POST /api/core/forms/{id}/assign: the document's screens use it (true) or the generated form again. */
export const formAssignSchema = z.object({ assigned: z.boolean() }).strict();

/** GET /api/core/forms/{id}/charts/{componentId}: records counted by the chart's field. */
export const chartDataSchema = z.object({
  document: z.string(),
  groupBy: z.string(),
  groups: z.array(
    z.object({
      value: z.union([z.string(), z.number(), z.boolean(), z.null()]),
      /** A referenced record's label (the value is its id); null: show the value. */
      label: z.string().nullable(),
      count: z.number().int(),
    }),
  ),
  total: z.number().int(),
});
export type ChartData = z.infer<typeof chartDataSchema>;

/**
 * POST /api/core/forms/attach: after a record is created with a file uploaded before it existed, the
 * form ties the file to the record, so whoever may view the record may download it.
 */
export const formAttachSchema = z
  .object({ document: codeSchema, recordId: z.string().min(1).max(64), fileId: z.string().min(1).max(64) })
  .strict();
export type FormAttach = z.infer<typeof formAttachSchema>;
