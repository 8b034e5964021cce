import { randomInt } from "node:crypto";

// No 0/O, 1/I/L: order numbers are read out over the phone.
const ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";

/** A new unguessable order number such as "HT-7KQ2M9XP" (8 random characters, ~39 bits). */
export function generateOrderNumber(): string {
  let code = "";
  for (let i = 0; i < 8; i++) code += ALPHABET[randomInt(ALPHABET.length)];
  return `HT-${code}`;
}
