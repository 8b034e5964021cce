import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { type AuditActor, recordAudit, SECRET_CHANGED } from "../audit";
import { getDb } from "../db";
import { shopSettings } from "../db/schema";
import { env } from "../env";

// Courier credentials are saved in the database, so a copy of the database (a backup, a dump) must not
// hand them out: each is sealed with AES-256-GCM under a key derived (HKDF-SHA256) from the auth
// secret, which lives outside the database (BETTER_AUTH_SECRET or DATA_DIR/secret). A restore onto a
// shop with another secret cannot open them: the settings page then asks for them again.

const VERSION = "v1";
const IV_BYTES = 12;
const TAG_BYTES = 16;

function keyFrom(secret: string): Buffer {
  return Buffer.from(hkdfSync("sha256", secret, "haat", "haat courier credentials v1", 32));
}

/** `plaintext` sealed under `secret`: "v1.<iv>.<tag>.<ciphertext>" in base64url; a fresh IV every time. */
export function sealSecret(plaintext: string, secret = env().BETTER_AUTH_SECRET): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv("aes-256-gcm", keyFrom(secret), iv, { authTagLength: TAG_BYTES });
  const sealed = Buffer.concat([cipher.update(plaintext, "utf8"), cipher.final()]);
  return [VERSION, iv.toString("base64url"), cipher.getAuthTag().toString("base64url"), sealed.toString("base64url")].join(".");
}

/** The plaintext of a sealSecret value, or null when it was sealed under another secret or altered. */
export function openSecret(value: string, secret = env().BETTER_AUTH_SECRET): string | null {
  const [version, iv, tag, sealed] = value.split(".");
  if (version !== VERSION || iv === undefined || tag === undefined || sealed === undefined) return null;
  try {
    const decipher = createDecipheriv("aes-256-gcm", keyFrom(secret), Buffer.from(iv, "base64url"), { authTagLength: TAG_BYTES });
    decipher.setAuthTag(Buffer.from(tag, "base64url"));
    return Buffer.concat([decipher.update(Buffer.from(sealed, "base64url")), decipher.final()]).toString("utf8");
  } catch {
    return null;
  }
}

export type SteadfastCredentials = { apiKey: string; secretKey: string };

/**
 * What the settings page may know about the saved Steadfast credentials: whether they are saved, and
 * whether this shop's secret opens them. Never the credentials.
 */
export async function steadfastCredentialsState(): Promise<"none" | "saved" | "unreadable"> {
  const row = await readSealed();
  if (!row) return "none";
  return openCredentials(row) ? "saved" : "unreadable";
}

/** The saved Steadfast credentials, opened; null when none are saved or they cannot be opened. */
export async function getSteadfastCredentials(): Promise<SteadfastCredentials | null> {
  const row = await readSealed();
  return row ? openCredentials(row) : null;
}

/** Saves (sealed) or, with null, forgets the Steadfast API key and secret. */
export async function saveSteadfastCredentials(credentials: SteadfastCredentials | null, audit?: AuditActor): Promise<void> {
  const db = await getDb();
  const values = credentials
    ? { steadfastApiKey: sealSecret(credentials.apiKey), steadfastSecretKey: sealSecret(credentials.secretKey), updatedAt: new Date() }
    : { steadfastApiKey: null, steadfastSecretKey: null, updatedAt: new Date() };
  await db.transaction(async (tx) => {
    await tx
      .insert(shopSettings)
      .values({ id: 1, ...values })
      .onConflictDoUpdate({ target: shopSettings.id, set: values });
    // A secret's entry says only that it changed.
    if (audit) {
      await recordAudit(tx, audit, {
        kind: "settings",
        summary: credentials ? "Steadfast keys saved" : "Steadfast keys removed",
        changes: [["Steadfast keys", SECRET_CHANGED, SECRET_CHANGED]],
      });
    }
  });
}

async function readSealed(): Promise<{ apiKey: string; secretKey: string } | null> {
  const db = await getDb();
  const [row] = await db
    .select({ apiKey: shopSettings.steadfastApiKey, secretKey: shopSettings.steadfastSecretKey })
    .from(shopSettings)
    .where(eq(shopSettings.id, 1));
  return row?.apiKey && row.secretKey ? { apiKey: row.apiKey, secretKey: row.secretKey } : null;
}

function openCredentials(row: { apiKey: string; secretKey: string }): SteadfastCredentials | null {
  const apiKey = openSecret(row.apiKey);
  const secretKey = openSecret(row.secretKey);
  return apiKey !== null && secretKey !== null ? { apiKey, secretKey } : null;
}
