// The month's GSTR-1 (API.md § The owner's desk): GET /api/admin/gst/gstr1?period=YYYY-MM. The
// tables keep the field names of the JSON the GST portal's offline tool imports (docs/gst.md);
// amounts are rupees with two decimals, as that file writes them, computed from integer paise.
import * as z from 'zod/mini';

/** A return's month: `2026-11`. */
export const GstPeriodSchema = z.string().check(z.regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'YYYY-MM'));

/**
 * `json` (the default): the return with the shop's `reconciliation` beside it, for the admin page;
 * `file`: the portal's file alone, as a download; `csv`: one CSV per table, in a zip.
 */
export const GST_RETURN_FORMATS = ['json', 'file', 'csv'] as const;

export const GstReturnQuerySchema = z.object({
  period: GstPeriodSchema,
  format: z.optional(z.enum(GST_RETURN_FORMATS)),
});
export type GstReturnQuery = z.infer<typeof GstReturnQuerySchema>;

/** Rupees with two decimals; a B2CS row nets credit notes, so it may fall below zero. */
const Amount = z.number();
/** A tax rate in percent: 8, 18, 2.5. */
const Rate = z.number().check(z.nonnegative());
/** The two-digit GST state code of the place of supply: `29`. */
const StateCode = z.string().check(z.regex(/^\d{2}$/));
/** `dd-mm-yyyy`, as the portal writes dates. */
const PortalDate = z.string().check(z.regex(/^\d{2}-\d{2}-\d{4}$/));

export const B2csRowSchema = z.object({
  sply_ty: z.enum(['INTRA', 'INTER']),
  pos: StateCode,
  typ: z.literal('OE'),
  rt: Rate,
  txval: Amount,
  iamt: z.optional(Amount),
  camt: z.optional(Amount),
  samt: z.optional(Amount),
  csamt: Amount,
});
export type B2csRow = z.infer<typeof B2csRowSchema>;

/** One rate's line of an inter-state document (IGST only). */
const InterStateItemSchema = z.object({
  num: z.int().check(z.positive()),
  itm_det: z.object({ rt: Rate, txval: Amount, iamt: Amount, csamt: Amount }),
});

export const B2clInvoiceSchema = z.object({
  inum: z.string(),
  idt: PortalDate,
  val: Amount,
  itms: z.array(InterStateItemSchema),
});

export const B2clGroupSchema = z.object({
  pos: StateCode,
  inv: z.array(B2clInvoiceSchema),
});
export type B2clGroup = z.infer<typeof B2clGroupSchema>;

export const CdnurNoteSchema = z.object({
  typ: z.literal('B2CL'),
  ntty: z.literal('C'),
  nt_num: z.string(),
  nt_dt: PortalDate,
  val: Amount,
  pos: StateCode,
  itms: z.array(InterStateItemSchema),
});
export type CdnurNote = z.infer<typeof CdnurNoteSchema>;

export const HsnRowSchema = z.object({
  num: z.int().check(z.positive()),
  hsn_sc: z.string(),
  desc: z.string(),
  uqc: z.literal('NOS'),
  qty: z.number(),
  rt: Rate,
  txval: Amount,
  iamt: Amount,
  camt: Amount,
  samt: Amount,
  csamt: Amount,
});
export type HsnRow = z.infer<typeof HsnRowSchema>;

export const DocumentRangeSchema = z.object({
  num: z.int().check(z.positive()),
  from: z.string(),
  to: z.string(),
  totnum: z.int().check(z.nonnegative()),
  cancel: z.int().check(z.nonnegative()),
  net_issue: z.int().check(z.nonnegative()),
});

export const DocumentIssuedSchema = z.object({
  /** 1: invoices for outward supply; 5: credit notes. */
  doc_num: z.int().check(z.positive()),
  docs: z.array(DocumentRangeSchema),
});
export type DocumentIssued = z.infer<typeof DocumentIssuedSchema>;

/** The file the offline tool imports. */
export const Gstr1FileSchema = z.object({
  gstin: z.string(),
  /** `MMYYYY`. */
  fp: z.string().check(z.regex(/^\d{6}$/)),
  b2cs: z.array(B2csRowSchema),
  b2cl: z.array(B2clGroupSchema),
  cdnur: z.array(CdnurNoteSchema),
  hsn: z.object({ hsn_b2c: z.array(HsnRowSchema) }),
  doc_issue: z.object({ doc_det: z.array(DocumentIssuedSchema) }),
});
export type Gstr1File = z.infer<typeof Gstr1FileSchema>;

/** Taxable value and tax, in rupees. */
export const GstTotalsSchema = z.object({
  taxableValue: Amount,
  igst: Amount,
  cgst: Amount,
  sgst: Amount,
});
export type GstTotals = z.infer<typeof GstTotalsSchema>;

/**
 * The return checked against the month's documents: the invoices' and credit notes' own printed
 * totals, their difference, and what the return's tables add up to (B2CS + B2CL − CDNUR, and the
 * HSN summary). `isBalanced`: both equal the difference to the paisa.
 */
export const GstReconciliationSchema = z.object({
  invoices: z.extend(GstTotalsSchema, { count: z.int().check(z.nonnegative()) }),
  creditNotes: z.extend(GstTotalsSchema, { count: z.int().check(z.nonnegative()) }),
  net: GstTotalsSchema,
  returnTables: GstTotalsSchema,
  hsnSummary: GstTotalsSchema,
  isBalanced: z.boolean(),
});
export type GstReconciliation = z.infer<typeof GstReconciliationSchema>;

export const Gstr1Schema = z.extend(Gstr1FileSchema, {
  /** The shop's check; not part of the portal's file (`format=file` leaves it out). */
  reconciliation: GstReconciliationSchema,
});
export type Gstr1 = z.infer<typeof Gstr1Schema>;
