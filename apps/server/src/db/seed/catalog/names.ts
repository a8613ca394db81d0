import type { DeviceFamily } from './device-families.ts';

/** Words as a shopper reads them: "S24+" and "S24" differ, "Controller" and "controller" do not. */
export function wordsOf(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{N}+]+/gu) ?? [];
}

/**
 * "Marble Obsidian — Xbox Wireless Controller Skin": the family's noun drops the words its
 * name already says, so a controller is never a "Controller Controller Skin".
 */
export function productName(designName: string, family: DeviceFamily): string {
  const said = new Set(wordsOf(`${designName} ${family.name}`));
  const noun = family.noun
    .split(' ')
    .filter((word) => !wordsOf(word).some((w) => said.has(w)))
    .join(' ');
  return `${designName} — ${[family.name, noun].filter(Boolean).join(' ')}`;
}
