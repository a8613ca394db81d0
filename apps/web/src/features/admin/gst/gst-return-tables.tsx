import { formatInr, type Gstr1 } from '@skins/shared';
import type { ReactNode } from 'react';
import { AdminTable, AdminTableHead, adminTableClass } from '../components/admin-table.tsx';

// The return's tables as the portal's offline tool names them, amounts in rupees as the API
// answers them (two decimals), shown the Indian way.

const rupees = (amount: number) => formatInr(Math.round(amount * 100));
const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);
const figure = { label: '', className: 'text-right' };
const right = (label: string) => ({ ...figure, label });

interface GstTableProps {
  title: string;
  caption: string;
  headings: readonly (string | { label: string; className: string })[];
  rows: readonly (readonly ReactNode[])[];
  /** The last row: the table's totals (its first cell says so). */
  total?: readonly ReactNode[];
  empty: string;
}

function GstTable({ title, caption, headings, rows, total, empty }: GstTableProps) {
  const cellClass = (index: number) =>
    index >= headings.length - countFigures(headings)
      ? `${adminTableClass.cell} text-right tabular-nums`
      : adminTableClass.cell;
  return (
    <section aria-label={title} className="mt-8">
      <h2 className="mb-3 font-semibold text-lg text-neutral-900">{title}</h2>
      {rows.length === 0 ? (
        <p className="text-neutral-600 text-sm">{empty}</p>
      ) : (
        <AdminTable caption={caption}>
          <AdminTableHead headings={headings} />
          <tbody>
            {rows.map((row, rowIndex) => (
              // Rows of a return never reorder: their place is their identity.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above
              <tr key={rowIndex} className={adminTableClass.row}>
                {row.map((cell, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: a row's cells are fixed columns
                  <td key={index} className={cellClass(index)}>
                    {cell}
                  </td>
                ))}
              </tr>
            ))}
            {total && (
              <tr className="bg-neutral-50 font-medium">
                {total.map((cell, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: fixed columns
                  <td key={index} className={cellClass(index)}>
                    {cell}
                  </td>
                ))}
              </tr>
            )}
          </tbody>
        </AdminTable>
      )}
    </section>
  );
}

function countFigures(headings: GstTableProps['headings']): number {
  return headings.filter((heading) => typeof heading !== 'string').length;
}

const TAXES = [right('Taxable value'), right('IGST'), right('CGST'), right('SGST')];

export function B2csTable({ rows }: { rows: Gstr1['b2cs'] }) {
  const amounts = (row: Gstr1['b2cs'][number]) => [
    row.txval,
    row.iamt ?? 0,
    row.camt ?? 0,
    row.samt ?? 0,
  ];
  return (
    <GstTable
      title="B2C small (B2CS)"
      caption="B2C small sales by place of supply and rate"
      headings={['Supply', 'Place of supply', 'Rate', ...TAXES]}
      rows={rows.map((row) => [row.sply_ty, row.pos, `${row.rt}%`, ...amounts(row).map(rupees)])}
      total={[
        'Total',
        '',
        '',
        ...[0, 1, 2, 3].map((i) => rupees(sum(rows.map((row) => amounts(row)[i] ?? 0)))),
      ]}
      empty="No small B2C sales this month."
    />
  );
}

type Large = {
  number: string;
  date: string;
  value: number;
  pos: string;
  items: Gstr1['cdnur'][number]['itms'];
};

function LargeTable({
  title,
  caption,
  documents,
  empty,
}: {
  title: string;
  caption: string;
  documents: Large[];
  empty: string;
}) {
  const items = documents.flatMap((document) =>
    document.items.map((item) => ({ document, item: item.itm_det })),
  );
  return (
    <GstTable
      title={title}
      caption={caption}
      headings={[
        'Number',
        'Date',
        'Place of supply',
        'Rate',
        right('Value'),
        right('Taxable value'),
        right('IGST'),
      ]}
      rows={items.map(({ document, item }) => [
        document.number,
        document.date,
        document.pos,
        `${item.rt}%`,
        rupees(document.value),
        rupees(item.txval),
        rupees(item.iamt),
      ])}
      total={[
        'Total',
        '',
        '',
        '',
        '',
        rupees(sum(items.map(({ item }) => item.txval))),
        rupees(sum(items.map(({ item }) => item.iamt))),
      ]}
      empty={empty}
    />
  );
}

export function B2clTable({ groups }: { groups: Gstr1['b2cl'] }) {
  const documents = groups.flatMap((group) =>
    group.inv.map((invoice) => ({
      number: invoice.inum,
      date: invoice.idt,
      value: invoice.val,
      pos: group.pos,
      items: invoice.itms,
    })),
  );
  return (
    <LargeTable
      title="B2C large (B2CL)"
      caption="Inter-state invoices over Rs. 1,00,000"
      documents={documents}
      empty="No inter-state invoice over Rs. 1,00,000 this month."
    />
  );
}

export function CdnurTable({ notes }: { notes: Gstr1['cdnur'] }) {
  const documents = notes.map((note) => ({
    number: note.nt_num,
    date: note.nt_dt,
    value: note.val,
    pos: note.pos,
    items: note.itms,
  }));
  return (
    <LargeTable
      title="Credit notes against B2CL (CDNUR)"
      caption="Credit notes against inter-state invoices over Rs. 1,00,000"
      documents={documents}
      empty="No credit note against a B2CL invoice this month."
    />
  );
}

export function HsnTable({ rows }: { rows: Gstr1['hsn']['hsn_b2c'] }) {
  const amounts = (row: Gstr1['hsn']['hsn_b2c'][number]) => [
    row.txval,
    row.iamt,
    row.camt,
    row.samt,
  ];
  return (
    <GstTable
      title="HSN summary (B2C)"
      caption="Sales by HSN code and rate"
      headings={['HSN', 'UQC', 'Rate', right('Quantity'), ...TAXES]}
      rows={rows.map((row) => [
        row.hsn_sc,
        row.uqc,
        `${row.rt}%`,
        row.qty,
        ...amounts(row).map(rupees),
      ])}
      total={[
        'Total',
        '',
        '',
        sum(rows.map((row) => row.qty)),
        ...[0, 1, 2, 3].map((i) => rupees(sum(rows.map((row) => amounts(row)[i] ?? 0)))),
      ]}
      empty="No sales this month."
    />
  );
}

const DOCUMENT_KINDS: Record<number, string> = {
  1: 'Invoices for outward supply',
  5: 'Credit notes',
};

export function DocumentsIssuedTable({ kinds }: { kinds: Gstr1['doc_issue']['doc_det'] }) {
  const rows = kinds.flatMap((kind) =>
    kind.docs.map((range) => [
      DOCUMENT_KINDS[kind.doc_num] ?? `Kind ${kind.doc_num}`,
      range.from,
      range.to,
      range.totnum,
      range.cancel,
      range.net_issue,
    ]),
  );
  return (
    <GstTable
      title="Documents issued"
      caption="Invoice and credit note numbers issued this month"
      headings={['Document', 'From', 'To', right('Total'), right('Cancelled'), right('Net issued')]}
      rows={rows}
      empty="No invoice or credit note was issued this month."
    />
  );
}
