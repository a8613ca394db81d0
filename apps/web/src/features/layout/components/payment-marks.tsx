// Simplified, recognisable marks of the ways to pay (drawn here; no downloaded logos).
const CARD_CLASS = 'h-7 w-11 rounded-[5px] shadow-sm ring-1 ring-black/10';

function VisaMark() {
  return (
    <svg role="img" aria-label="Visa" viewBox="0 0 44 28" className={CARD_CLASS}>
      <rect width="44" height="28" rx="5" fill="#fff" />
      <text
        x="22"
        y="18.6"
        textAnchor="middle"
        fill="#1a1f71"
        fontFamily="Arial, Helvetica, sans-serif"
        fontSize="12.5"
        fontStyle="italic"
        fontWeight="900"
        letterSpacing="0.3"
      >
        VISA
      </text>
      <path d="M6 21.5h32" stroke="#f7b600" strokeWidth="1.6" />
    </svg>
  );
}

function MastercardMark() {
  return (
    <svg role="img" aria-label="Mastercard" viewBox="0 0 44 28" className={CARD_CLASS}>
      <rect width="44" height="28" rx="5" fill="#1d1d1f" />
      <circle cx="17.5" cy="14" r="8" fill="#eb001b" />
      <circle cx="26.5" cy="14" r="8" fill="#f79e1b" />
      <path d="M22 7.4a8 8 0 0 1 0 13.2 8 8 0 0 1 0-13.2Z" fill="#ff5f00" />
    </svg>
  );
}

function RuPayMark() {
  return (
    <svg role="img" aria-label="RuPay" viewBox="0 0 44 28" className={CARD_CLASS}>
      <rect width="44" height="28" rx="5" fill="#fff" />
      <text
        x="3"
        y="17.8"
        fontFamily="Arial, Helvetica, sans-serif"
        fontSize="10"
        fontStyle="italic"
        fontWeight="900"
      >
        <tspan fill="#1b3f8f">Ru</tspan>
        <tspan fill="#f37021">Pay</tspan>
      </text>
      <path d="m37 9 4.5 5-4.5 5Z" fill="#0a8f43" />
      <path d="m34.5 9 4.5 5-4.5 5Z" fill="#f37021" />
    </svg>
  );
}

function UpiMark() {
  return (
    <svg role="img" aria-label="UPI" viewBox="0 0 44 28" className={CARD_CLASS}>
      <rect width="44" height="28" rx="5" fill="#fff" />
      <text
        x="5"
        y="18.5"
        fill="#3d3d3d"
        fontFamily="Arial, Helvetica, sans-serif"
        fontSize="12.5"
        fontStyle="italic"
        fontWeight="900"
      >
        UPI
      </text>
      <path d="m31 7 6 7-6 7Z" fill="#0a8f43" />
      <path d="m27.5 7 6 7-6 7Z" fill="#f37021" />
    </svg>
  );
}

function AmexMark() {
  return (
    <svg role="img" aria-label="American Express" viewBox="0 0 44 28" className={CARD_CLASS}>
      <rect width="44" height="28" rx="5" fill="#016fd0" />
      <text
        x="22"
        y="17.6"
        textAnchor="middle"
        fill="#fff"
        fontFamily="Arial, Helvetica, sans-serif"
        fontSize="9"
        fontWeight="900"
        letterSpacing="0.4"
      >
        AMEX
      </text>
      <path d="M6 6.5h32M6 21.5h32" stroke="#fff" strokeOpacity="0.35" strokeWidth="0.8" />
    </svg>
  );
}

/** The payment-method icons of the footer (spec §2). */
export function PaymentMarks() {
  return (
    <ul aria-label="Ways to pay" className="flex flex-wrap items-center gap-2">
      <li>
        <VisaMark />
      </li>
      <li>
        <MastercardMark />
      </li>
      <li>
        <RuPayMark />
      </li>
      <li>
        <UpiMark />
      </li>
      <li>
        <AmexMark />
      </li>
    </ul>
  );
}
