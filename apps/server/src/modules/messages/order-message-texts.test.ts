import { describe, expect, it } from 'vitest';
import { MESSAGE_EVENTS } from '../../messaging-config.ts';
import {
  ORDER_MESSAGE_TEMPLATES,
  PAYMENT_WORDS,
  RETURN_UPDATE_WORDS,
  renderOrderMessage,
  WHATSAPP_FOOTER,
} from './order-message-texts.ts';

// The templates as Meta and DLT take them (docs/messages.md quotes them): what would have a
// template refused, or its SMS twin cut, is caught here rather than at registration.

/** GSM 03.38's basic character set: an SMS with any other character is sent as Unicode. */
const GSM_7 =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';

/** DLT's limit on one `{#var#}`: a value the shop puts in one must fit. */
const DLT_VARIABLE_MAX = 30;

describe('the order message templates', () => {
  it('has one per event, numbering its parameters {{1}}… once each, in order', () => {
    expect(Object.keys(ORDER_MESSAGE_TEMPLATES).sort()).toEqual([...MESSAGE_EVENTS].sort());
    for (const [event, { parameters, body }] of Object.entries(ORDER_MESSAGE_TEMPLATES)) {
      const used = [...body.matchAll(/\{\{(\d+)\}\}/g)].map((match) => Number(match[1]));
      expect(used, event).toEqual(parameters.map((_, index) => index + 1));
      expect(parameters[0], event).toBe('order number');
    }
  });

  it('never starts or ends a body with a parameter, nor breaks a line (Meta refuses those)', () => {
    for (const [event, { body }] of Object.entries(ORDER_MESSAGE_TEMPLATES)) {
      expect(body, event).not.toMatch(/^\s*\{\{|\}\}\s*[.!]?$/);
      expect(body, event).not.toContain('\n');
      expect(body.length, event).toBeLessThanOrEqual(1024);
    }
    expect(WHATSAPP_FOOTER.length).toBeLessThanOrEqual(60);
    expect(WHATSAPP_FOOTER).toContain('STOP');
  });

  it('keeps the words it fills in within one DLT variable', () => {
    for (const words of [...Object.values(RETURN_UPDATE_WORDS), ...Object.values(PAYMENT_WORDS)]) {
      expect(words.length, words).toBeLessThanOrEqual(DLT_VARIABLE_MAX);
    }
  });

  it('writes every text in GSM-7, so no SMS goes as Unicode (70 characters a part, not 160)', () => {
    const fixedWords = [...Object.values(RETURN_UPDATE_WORDS), ...Object.values(PAYMENT_WORDS)];
    for (const text of [
      ...Object.values(ORDER_MESSAGE_TEMPLATES).map((t) => t.body),
      ...fixedWords,
    ]) {
      // The SMS's text: the template without its placeholders (DLT writes them {#var#}).
      const sms = text.replace(/\{\{\d+\}\}/g, '');
      expect(
        [...sms].filter((character) => !GSM_7.includes(character)),
        text,
      ).toEqual([]);
    }
  });

  it('renders a message as the shopper reads it, and refuses a missing parameter', () => {
    expect(
      renderOrderMessage('order_shipped', [
        '#1042',
        'Delhivery',
        'DL123',
        'https://shop.example.in/track-order?id=x',
      ]),
    ).toBe(
      'Your Skins order #1042 has shipped with Delhivery, AWB DL123. See where it is at https://shop.example.in/track-order?id=x at any time.',
    );
    expect(() => renderOrderMessage('return_update', ['#1042', 'R1001'])).toThrow(/\{\{3\}\}/);
  });
});
