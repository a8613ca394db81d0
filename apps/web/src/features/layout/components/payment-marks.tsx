import type { ReactNode } from 'react';

// The ways to pay, drawn here after each scheme's own mark and colours (no downloaded logos, no
// request). Razorpay takes UPI, cards and netbanking (checkout and FAQ copy); Visa, Mastercard,
// RuPay and American Express are the card networks the FAQ names. Text in the marks uses the
// page's own font (Manrope, inherited), so every machine draws the same letters.
// No <defs> or ids: the footer renders once per page, but ids in inline SVG must stay unique.

const TILE = 'h-8 w-12 shrink-0 rounded-md shadow-black/30 shadow-sm';

function Mark({ label, children }: { label: string; children: ReactNode }) {
  return (
    <svg role="img" aria-label={label} viewBox="0 0 48 32" className={TILE}>
      <title>{label}</title>
      {children}
    </svg>
  );
}

const WHITE_TILE = <rect width="48" height="32" rx="5" fill="#fff" />;

function VisaMark() {
  return (
    <Mark label="Visa">
      {WHITE_TILE}
      <text
        x="24"
        y="20.6"
        textAnchor="middle"
        fill="#1434cb"
        fontSize="13.5"
        fontStyle="italic"
        fontWeight="800"
        letterSpacing="0.2"
      >
        VISA
      </text>
    </Mark>
  );
}

function MastercardMark() {
  return (
    <Mark label="Mastercard">
      {WHITE_TILE}
      <circle cx="19.5" cy="16" r="8.5" fill="#eb001b" />
      <circle cx="28.5" cy="16" r="8.5" fill="#f79e1b" />
      {/* The lens where the circles overlap: two arcs of radius 8.5 between their crossings. */}
      <path d="M24 8.79a8.5 8.5 0 0 1 0 14.42 8.5 8.5 0 0 1 0-14.42Z" fill="#ff5f00" />
    </Mark>
  );
}

function RuPayMark() {
  return (
    <Mark label="RuPay">
      {WHITE_TILE}
      <text
        x="4.5"
        y="20"
        fill="#1b3f8f"
        fontSize="11"
        fontStyle="italic"
        fontWeight="800"
        letterSpacing="-0.2"
      >
        RuPay
      </text>
      {/* RuPay's two arrowheads: green behind, orange in front. */}
      <path d="m38.5 10.5 5 5.5-5 5.5Z" fill="#00954a" />
      <path d="m35.5 10.5 5 5.5-5 5.5Z" fill="#f47920" />
    </Mark>
  );
}

function UpiMark() {
  return (
    <Mark label="UPI">
      {WHITE_TILE}
      <text x="6" y="20.8" fill="#5f6368" fontSize="13.5" fontStyle="italic" fontWeight="800">
        UPI
      </text>
      {/* UPI's arrow: an orange and a green chevron side by side. */}
      <path d="m32.5 9 6.5 7-6.5 7Z" fill="#0a8f43" />
      <path d="m28.5 9 6.5 7-6.5 7Z" fill="#f7941d" />
    </Mark>
  );
}

function AmexMark() {
  return (
    <Mark label="American Express">
      <rect width="48" height="32" rx="5" fill="#006fcf" />
      <text
        x="24"
        y="19.3"
        textAnchor="middle"
        fill="#fff"
        fontSize="9.5"
        fontWeight="800"
        letterSpacing="0.6"
      >
        AMEX
      </text>
    </Mark>
  );
}

function NetbankingMark() {
  return (
    <Mark label="Netbanking">
      {WHITE_TILE}
      {/* A bank: pediment, four columns, base. */}
      <g fill="#334155">
        <path d="M24 6.5 34 11.5H14Z" />
        <path d="M15.5 13h3v8h-3zM20.5 13h3v8h-3zM25.5 13h2.5v8h-2.5zM30 13h2.5v8H30z" />
        <path d="M13.5 22.5h21v2.5h-21z" />
      </g>
    </Mark>
  );
}

function CashOnDeliveryMark() {
  return (
    <Mark label="Cash on delivery">
      <rect width="48" height="32" rx="5" fill="#0f766e" />
      {/* A banknote with its centre medallion. */}
      <rect x="9" y="9" width="30" height="14" rx="2" fill="none" stroke="#fff" strokeWidth="1.6" />
      <circle cx="24" cy="16" r="3.4" fill="none" stroke="#fff" strokeWidth="1.6" />
      <path d="M12.5 12.5h2M33.5 19.5h2" stroke="#fff" strokeWidth="1.6" strokeLinecap="round" />
    </Mark>
  );
}

interface PaymentMarksProps {
  /** Only while the shop takes cash on delivery (COD_ENABLED, read from the store config). */
  acceptsCashOnDelivery?: boolean;
}

/** The payment-method icons of the footer (spec §2): only ways the shop really takes. */
export function PaymentMarks({ acceptsCashOnDelivery = false }: PaymentMarksProps) {
  const marks = [
    <UpiMark key="upi" />,
    <RuPayMark key="rupay" />,
    <VisaMark key="visa" />,
    <MastercardMark key="mastercard" />,
    <AmexMark key="amex" />,
    <NetbankingMark key="netbanking" />,
    ...(acceptsCashOnDelivery ? [<CashOnDeliveryMark key="cod" />] : []),
  ];
  return (
    <ul aria-label="Ways to pay" className="flex flex-wrap items-center gap-2">
      {marks.map((mark) => (
        <li key={mark.key} className="flex">
          {mark}
        </li>
      ))}
    </ul>
  );
}
