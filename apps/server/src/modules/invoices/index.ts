// Invoices' public file: what other modules may use. Orders numbers its documents here, in its
// own transactions; the PDFs are answered by invoices.routes.ts (registered by app.ts).

export {
  type DocumentKind,
  documentNumberInStatement,
  nextDocumentNumber,
} from './numbering.ts';
export {
  type CreditedFiguresRow,
  issueReturnCreditNote,
} from './return-credit-notes.ts';
export { sameState, taxRows } from './tax-split.ts';
