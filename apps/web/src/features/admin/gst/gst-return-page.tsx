import { formatInr, type GstTotals, shopCalendarDate } from '@skins/shared';
import { useSearchParams } from 'react-router';
import { AdminPageHeader } from '../components/admin-page-header.tsx';
import { DownloadFileButton } from '../components/download-file-button.tsx';
import { errorMessageOf } from '../components/error-message.ts';
import { useGstr1 } from './api/gst-return.ts';
import {
  B2clTable,
  B2csTable,
  CdnurTable,
  DocumentsIssuedTable,
  HsnTable,
} from './gst-return-tables.tsx';

const PERIOD = /^\d{4}-(0[1-9]|1[0-2])$/;

/** The month before `now`'s, in India: the return a seller files in the first days of a month. */
export function lastMonthOf(now: Date): string {
  const [year, month] = shopCalendarDate(now).split('-').map(Number) as [number, number];
  return month === 1 ? `${year - 1}-12` : `${year}-${String(month - 1).padStart(2, '0')}`;
}

const rupees = (amount: number) => formatInr(Math.round(amount * 100));
const taxOf = (totals: GstTotals) => totals.igst + totals.cgst + totals.sgst;

/**
 * /admin/gst?period=YYYY-MM: the month's GSTR-1 from the shop's invoices and credit notes, its
 * reconciliation, and the portal's JSON file and the CSVs to download (docs/gst.md).
 */
export function GstReturnPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const asked = searchParams.get('period') ?? '';
  const period = PERIOD.test(asked) ? asked : lastMonthOf(new Date());
  const gstr1 = useGstr1(period);
  const query = { period };

  return (
    <>
      <AdminPageHeader
        title="GST return"
        description="GSTR-1 from the shop’s numbered invoices and credit notes"
        actions={
          <>
            <DownloadFileButton
              path="/admin/gst/gstr1"
              query={{ ...query, format: 'file' }}
              fallbackFilename={`GSTR1_${period}.json`}
              label="Download JSON"
              failureMessage="The JSON file did not download. Try again."
            />
            <DownloadFileButton
              path="/admin/gst/gstr1"
              query={{ ...query, format: 'csv' }}
              fallbackFilename={`GSTR1_${period}.zip`}
              label="Download CSV (zip)"
              failureMessage="The CSV files did not download. Try again."
            />
          </>
        }
      />
      <label className="inline-flex items-center gap-3 text-neutral-700 text-sm">
        Month
        <input
          type="month"
          value={period}
          max={shopCalendarDate(new Date()).slice(0, 7)}
          onChange={(event) => {
            if (PERIOD.test(event.target.value)) setSearchParams({ period: event.target.value });
          }}
          className="rounded-lg border border-neutral-300 px-3 py-2 text-neutral-900"
        />
      </label>

      {gstr1.isPending && <p className="mt-6 text-neutral-600 text-sm">Loading the return…</p>}
      {gstr1.isError && (
        <p role="alert" className="mt-6 text-red-700 text-sm">
          {errorMessageOf(gstr1.error, 'Could not load the GST return.')}
        </p>
      )}
      {gstr1.data && (
        <>
          <Reconciliation reconciliation={gstr1.data.reconciliation} />
          <B2csTable rows={gstr1.data.b2cs} />
          <B2clTable groups={gstr1.data.b2cl} />
          <CdnurTable notes={gstr1.data.cdnur} />
          <HsnTable rows={gstr1.data.hsn.hsn_b2c} />
          <DocumentsIssuedTable kinds={gstr1.data.doc_issue.doc_det} />
        </>
      )}
    </>
  );
}

function Reconciliation({
  reconciliation,
}: {
  reconciliation: NonNullable<ReturnType<typeof useGstr1>['data']>['reconciliation'];
}) {
  const { invoices, creditNotes, net, isBalanced } = reconciliation;
  return (
    <section
      aria-label="Reconciliation"
      className={`mt-6 rounded-2xl p-4 text-sm ring-1 ${isBalanced ? 'bg-emerald-50 text-emerald-900 ring-emerald-200' : 'bg-red-50 text-red-900 ring-red-200'}`}
    >
      <p>
        {invoices.count} {invoices.count === 1 ? 'invoice' : 'invoices'} (taxable{' '}
        {rupees(invoices.taxableValue)}, tax {rupees(taxOf(invoices))}) less {creditNotes.count}{' '}
        {creditNotes.count === 1 ? 'credit note' : 'credit notes'} (taxable{' '}
        {rupees(creditNotes.taxableValue)}, tax {rupees(taxOf(creditNotes))}) = taxable{' '}
        {rupees(net.taxableValue)}, tax {rupees(taxOf(net))}.
      </p>
      <p className="mt-1 font-medium">
        {isBalanced
          ? 'The return’s tables and the HSN summary add up to the same, to the paisa.'
          : `The return’s tables (taxable ${rupees(reconciliation.returnTables.taxableValue)}) or the HSN summary (taxable ${rupees(reconciliation.hsnSummary.taxableValue)}) do not add up to the documents: do not file it; tell the developer.`}
      </p>
    </section>
  );
}
